import { describe, expect, it } from 'vitest';
import { HISTORY_LIMITS, checkDayRange, checkTimeRange, presetRange, downsampleBucketSeconds } from './history.js';
import { historyPointIdsSchema } from './iot-history.api.js';

const H = 3_600_000;
const D = 24 * H;

describe('raw downsampling bucket', () => {
  it('keeps every reading while they fit in the chart', () => {
    expect(downsampleBucketSeconds(D, 1500, 1500)).toBeNull();
    expect(downsampleBucketSeconds(7 * D, 10, 1500)).toBeNull();
  });
  it('picks the smallest readable width giving at most maxPoints buckets', () => {
    // one day at 2 s = 43,200 readings; 86,400 s / 1,500 = 57.6 s → 60 s buckets (1,440 buckets)
    expect(downsampleBucketSeconds(D, 43_200, 1500)).toBe(60);
    // 31 days → 1,786 s needed → 30 min buckets
    const s = downsampleBucketSeconds(31 * D, 1_339_200, 1500)!;
    expect(s).toBe(1800);
    expect((31 * D) / 1000 / s).toBeLessThanOrEqual(1500);
  });
  it('picks 6-hour buckets for a year of hourly-rate readings in a 1,500-point chart', () => {
    expect(downsampleBucketSeconds(365 * D, 8760, 1500)).toBe(21_600);
    expect(downsampleBucketSeconds(60 * D, 1440, 1500)).toBeNull();
  });
  it('never returns more buckets than asked, even far beyond a day per bucket', () => {
    for (const days of [1, 3, 7, 31, 365, 4000]) {
      const s = downsampleBucketSeconds(days * D, 1e9, 200)!;
      expect((days * D) / 1000 / s).toBeLessThanOrEqual(200);
    }
  });
});

describe('range limits', () => {
  it('names the limit and the order of start and end', () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(checkTimeRange(t0, new Date(t0.getTime() + 31 * D), HISTORY_LIMITS.rawMaxDays, '原始数据')).toBeNull();
    expect(checkTimeRange(t0, new Date(t0.getTime() + 32 * D), HISTORY_LIMITS.rawMaxDays, '原始数据')).toBe('原始数据的查询范围不能超过 31 天');
    expect(checkTimeRange(t0, t0, 10, 'x')).toContain('必须晚于开始时间');
  });
  it('counts day ranges inclusively', () => {
    expect(checkDayRange('2026-01-01', '2026-01-01', 1, '日数据')).toBeNull();
    expect(checkDayRange('2026-01-01', '2026-01-02', 1, '日数据')).toBe('日数据的查询范围不能超过 1 天');
    expect(checkDayRange('2026-01-02', '2026-01-01', 10, '日数据')).toContain('不能早于');
  });
  it('bounds the number of points with a Chinese message', () => {
    expect(historyPointIdsSchema.safeParse([]).error?.issues[0]?.message).toContain('至少选择一个点位');
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(historyPointIdsSchema.safeParse(many).error?.issues[0]?.message).toContain('最多选择 20 个点位');
  });
});

describe('range presets', () => {
  const now = new Date(2026, 4, 17, 15, 30, 12);
  it('今天 and 本月 start at local midnight and end now', () => {
    expect(presetRange('today', now)).toEqual([new Date(2026, 4, 17), now]);
    expect(presetRange('month', now)).toEqual([new Date(2026, 4, 1), now]);
  });
  it('最近7天 and 最近30天 go back whole days from now', () => {
    expect(presetRange('last7', now)[0]).toEqual(new Date(2026, 4, 10, 15, 30, 12));
    expect(presetRange('last30', now)[0]).toEqual(new Date(2026, 3, 17, 15, 30, 12));
  });
});
