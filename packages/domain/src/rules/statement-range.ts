/**
 * Spec §9 monthly statement range. From April 2022 a month's statement runs from the 25th of the previous
 * month (inclusive) to the 25th of the month (exclusive); before that it is the calendar month.
 * Dates are local calendar dates 'YYYY-MM-DD'; `end` is exclusive.
 */
export const STATEMENT_RULE_FROM = { year: 2022, month: 4 } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
};

export function statementRange(year: number, month: number): { start: string; end: string } {
  const ruled = year > STATEMENT_RULE_FROM.year || (year === STATEMENT_RULE_FROM.year && month >= STATEMENT_RULE_FROM.month);
  return ruled ? { start: ymd(year, month - 1, 25), end: ymd(year, month, 25) } : { start: ymd(year, month, 1), end: ymd(year, month + 1, 1) };
}

/** The statement month a local date belongs to (from April 2022, the 25th opens the next month's statement). */
export function statementMonthOf(date: string): { year: number; month: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m, 1));
  const candidate = d >= 25 ? { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 } : { year: y, month: m };
  const { start, end } = statementRange(candidate.year, candidate.month);
  return date >= start && date < end ? candidate : { year: y, month: m };
}
