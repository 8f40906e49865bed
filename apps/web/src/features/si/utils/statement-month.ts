import dayjs from 'dayjs';

/** The statement month a day belongs to (spec §9: from the 25th of the month before to the 24th): from the 25th on, the next one. */
export function statementMonthOf(day: string): { year: number; month: number } {
  const d = dayjs(day);
  const m = d.date() >= 25 ? d.add(1, 'month') : d;
  return { year: m.year(), month: m.month() + 1 };
}

/** 「2026-10-25 至 2026-11-24」 from the report's start and its end (not included). */
export const statementRangeText = (start: string, end: string) => `${start} 至 ${dayjs(end).subtract(1, 'day').format('YYYY-MM-DD')}`;
