/** A list body as its service filters on it: the optional `start` / `end` (ISO date-times) as Dates, the rest as sent. */
export const withDates = <B extends { start?: string; end?: string }>({
  start,
  end,
  ...rest
}: B): Omit<B, 'start' | 'end'> & { start: Date | undefined; end: Date | undefined } => ({
  ...rest,
  start: start ? new Date(start) : undefined,
  end: end ? new Date(end) : undefined,
});
