import { describe, expect, it } from 'vitest';
import { dayBoundsMs, dayStartMs, daysFrom, weekStartOf } from './mes-oee-days.js';

describe('factory days as instants', () => {
  it('a Shanghai day starts at 16:00 UTC the day before', () => {
    expect(new Date(dayStartMs('Asia/Shanghai', '2026-01-05')).toISOString()).toBe('2026-01-04T16:00:00.000Z');
    const [s, e] = dayBoundsMs('Asia/Shanghai', '2026-01-05');
    expect((e - s) / 3_600_000).toBe(24);
  });

  it('a day with a daylight-saving change is 23 hours long', () => {
    const [s, e] = dayBoundsMs('Europe/Berlin', '2026-03-29');
    expect(new Date(s).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect((e - s) / 3_600_000).toBe(23);
  });

  it('weeks start on Monday; day ranges include both ends', () => {
    expect(weekStartOf('2026-01-11')).toBe('2026-01-05');
    expect(weekStartOf('2026-01-05')).toBe('2026-01-05');
    expect(daysFrom('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });
});
