import { describe, expect, it } from 'vitest';
import { initialDayRange } from './day-range';

const days = (r: ReturnType<typeof initialDayRange>) => r.map((d) => d.format('YYYY-MM-DD'));

describe('default days of the daily and extreme pages', () => {
  it('count from today on the factory calendar, past its midnight already', () => {
    // 01:30 on 23 Nov in Shanghai is still 22 Nov in UTC and in Europe.
    const now = new Date('2026-11-22T17:30:00Z');
    expect(days(initialDayRange('today', now))).toEqual(['2026-11-23', '2026-11-23']);
    expect(days(initialDayRange('last7', now))).toEqual(['2026-11-16', '2026-11-23']);
    expect(days(initialDayRange('month', now))).toEqual(['2026-11-01', '2026-11-23']);
  });
});
