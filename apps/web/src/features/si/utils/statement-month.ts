import dayjs from 'dayjs';

/** 「2026-10-25 至 2026-11-24」 from the report's start and its end (not included). */
export const statementRangeText = (start: string, end: string) => `${start} 至 ${dayjs(end).subtract(1, 'day').format('YYYY-MM-DD')}`;
