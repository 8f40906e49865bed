import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { correlation, correlationLabel, dailyProfile, hourOfDay, normalise, seriesStats } from './analysis.js';
import { analysisSetInputSchema } from './iot-analysis.api.js';

describe('analysis rules', () => {
  it('summarises a series ignoring gaps', () => {
    expect(seriesStats([2, null, 4, 6])).toEqual({ n: 3, avg: 4, min: 2, max: 6, std: Math.sqrt(8 / 3) });
    expect(seriesStats([null])).toBeNull();
  });

  it('correlates over common hours only; undefined for flat or too short series', () => {
    expect(correlation([1, 2, 3, null], [2, 4, 6, 100])).toBeCloseTo(1);
    expect(correlation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(correlation([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(correlation([1, 2], [1, 2])).toBeNull();
    expect(correlationLabel(0.9)).toBe('强正相关');
    expect(correlationLabel(-0.6)).toBe('中等负相关');
    expect(correlationLabel(0.1)).toBe('几乎无相关');
  });

  it('correlation stays within −1…1', () => {
    const s = fc.array(fc.option(fc.double({ min: -1e3, max: 1e3, noNaN: true })), { maxLength: 30 });
    fc.assert(
      fc.property(s, s, (a, b) => {
        const r = correlation(a, b);
        if (r !== null) expect(Math.abs(r)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('normalises to 0–100 %', () => {
    expect(normalise([10, null, 20, 15])).toEqual([0, null, 100, 50]);
    expect(normalise([7, 7])).toEqual([50, 50]);
  });

  it('builds the average day in the factory time zone, with day and night averages', () => {
    // 2026-03-01 22:00 UTC is 06:00 in Shanghai.
    expect(hourOfDay(Date.UTC(2026, 2, 1, 22), 'Asia/Shanghai')).toBe(6);
    const rows = [
      { bucket: Date.UTC(2026, 2, 1, 22), sum: 20, ct: 2 }, // 06:00 local, avg 10
      { bucket: Date.UTC(2026, 2, 2, 22), sum: 60, ct: 2 }, // 06:00 local next day, avg 30
      { bucket: Date.UTC(2026, 2, 2, 14), sum: 5, ct: 1 }, // 22:00 local
    ];
    const p = dailyProfile(rows, 'Asia/Shanghai', { start: '06:00', end: '18:00' });
    expect(p.hours[6]).toBe(20);
    expect(p.hours[22]).toBe(5);
    expect(p.hours[12]).toBeNull();
    expect(p.day_avg).toBe(20);
    expect(p.night_avg).toBe(5);
    // A night window that wraps midnight: 18:00–06:00 is "day" here, so 22:00 counts in it.
    expect(dailyProfile(rows, 'Asia/Shanghai', { start: '18:00', end: '06:00' }).day_avg).toBe(5);
  });

  it('validates a saved analysis set with Chinese messages', () => {
    const ok = analysisSetInputSchema.parse({ name: '温湿度对比', point_ids: [1, 2], range_days: 7 });
    expect(ok).toMatchObject({ view: 'compare', normalise: false, day_start: '06:00' });
    const bad = analysisSetInputSchema.safeParse({ name: 'x', point_ids: [1, 1], range_days: 5, day_start: '25:00' });
    const msgs = bad.error!.issues.map((i) => i.message);
    expect(msgs).toEqual(expect.arrayContaining(['分析名称至少 2 个字', '传感器不能重复选择', '默认范围只能是 1、3、7、30 或 90 天', '白天开始时间格式应为 HH:mm']));
  });
});
