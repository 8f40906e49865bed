import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { logQueryBodySchema } from '@pfs/domain/syslog';
import { hasActiveFilter, rangePresets, toLogQueryBody } from './log-filters';

describe('toLogQueryBody', () => {
  it('sends only fid and paging when nothing is filtered', () => {
    expect(toLogQueryBody(3, { page: 2, size: 50 }, {})).toEqual({ fid: 3, page: 2, size: 50, start: undefined, end: undefined, uid: undefined, type: undefined });
  });

  it('turns the range into ISO instants the server schema accepts', () => {
    const start = dayjs('2026-11-01T08:00:00+08:00');
    const end = dayjs('2026-11-02T20:30:00+08:00');
    const body = toLogQueryBody(1, { page: 1, size: 20 }, { range: [start, end], uid: 9, type: 'login' });
    expect(body.start).toBe('2026-11-01T00:00:00.000Z');
    expect(body.end).toBe('2026-11-02T12:30:00.000Z');
    expect(body.uid).toBe(9);
    expect(body.type).toBe('login');
    expect(logQueryBodySchema.safeParse(body).success).toBe(true);
  });

  it('drops an empty type', () => {
    expect(toLogQueryBody(1, { page: 1, size: 20 }, { type: '' }).type).toBeUndefined();
  });
});

describe('rangePresets', () => {
  it('gives ranges that end now (or at day end) and start before their end', () => {
    const now = dayjs('2026-11-22T10:00:00');
    const presets = rangePresets(now);
    expect(presets.map((p) => p.label)).toContain('最近 7 天');
    for (const p of presets) expect(p.value[0].isBefore(p.value[1])).toBe(true);
    expect(presets.find((p) => p.label === '最近 7 天')!.value[0].toISOString()).toBe(now.subtract(7, 'day').toISOString());
  });
});

describe('hasActiveFilter', () => {
  it('is false only with no range, member or type', () => {
    expect(hasActiveFilter({})).toBe(false);
    expect(hasActiveFilter({ range: null, type: '' })).toBe(false);
    expect(hasActiveFilter({ uid: 1 })).toBe(true);
  });
});
