import { describe, expect, it } from 'vitest';
import { dueMark, harvestChange, isStale, readingState, windowLabel } from './dashboard-format';
import { harvestDaysOption } from './harvest-chart-option';

const targets = { kind: 'grow' as const, temp_min: 18, temp_max: 24, rh_min: null, rh_max: 80, co2_min: null, co2_max: null, light_hours_min: null, light_hours_max: null, dli_min: null, dli_max: null };
const reading = (quantity: string, value: number, ts = new Date().toISOString()) => ({ quantity, name: quantity, unit: '', value, ts });
const days = Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(10 + i).padStart(2, '0')}`, kg: i }));
const harvest = (recent: number, before: number) => ({
  recent: { from: '2026-11-17', to: '2026-11-23', kg: recent, plants: 0 },
  before: { from: '2026-11-10', to: '2026-11-16', kg: before, plants: 0 },
  days,
});

describe('dashboard figures', () => {
  it('labels the harvest window by its days and compares it with the window before', () => {
    expect(windowLabel({ from: '2026-11-17', to: '2026-11-23' })).toBe('11-17 至 11-23');
    expect(harvestChange(harvest(120, 100))).toBe(20);
    expect(harvestChange(harvest(80, 100))).toBe(-20);
    expect(harvestChange(harvest(50, 0))).toBeNull();
  });

  it('judges a reading against the targets of its area kind', () => {
    expect(readingState(reading('air_temp', 25.1), targets)).toBe('high');
    expect(readingState(reading('air_temp', 17), targets)).toBe('low');
    expect(readingState(reading('air_temp', 21), targets)).toBe('ok');
    expect(readingState(reading('humidity', 85), targets)).toBe('high');
    expect(readingState(reading('co2', 2000), targets)).toBe('unknown');
    expect(readingState(reading('air_temp', 30), null)).toBe('unknown');
    expect(isStale(reading('air_temp', 1, new Date(Date.now() - 20 * 60_000).toISOString()))).toBe(true);
    expect(isStale(reading('air_temp', 1))).toBe(false);
  });

  it('colours the last 7 days apart from the 7 before', () => {
    const o = harvestDaysOption(harvest(1, 1)) as { series: { data: { value: number; itemStyle: { color: string } }[] }[] };
    const bars = o.series[0]!.data;
    expect(bars).toHaveLength(14);
    expect(bars[6]!.itemStyle.color).not.toBe(bars[7]!.itemStyle.color);
    expect(bars[13]!.value).toBe(13);
  });
});

describe('the to-do’s 到期 mark', () => {
  it('shows a pick inside a safety interval as blocked with its reason and date, not as 超期', () => {
    expect(dueMark({ late_days: 5, next_kind: 'pick', blocked: { reason: '安全间隔期至 2026-12-01，2026-12-02 起可采收', until: '2026-12-02' } })).toEqual({
      color: 'default',
      text: '暂不能采收（12-02 起）',
      tip: '安全间隔期至 2026-12-01，2026-12-02 起可采收',
    });
    expect(dueMark({ late_days: 2, next_kind: 'transplant', blocked: { reason: '栽培区已满：需 20 盘，空位最多 10 盘（栽培一区）', until: '2026-12-03' } }).text).toBe('暂不能移栽（12-03 起）');
    expect(dueMark({ late_days: 2, next_kind: 'move', blocked: { reason: '栽培区已满：需 20 盘，空位最多 0 盘（栽培一区），待腾出空位', until: null } }).text).toBe('暂不能移动（待腾出空位）');
    expect(dueMark({ late_days: 5, next_kind: 'pick', blocked: null })).toEqual({ color: 'red', text: '超期 5 天', tip: null });
    expect(dueMark({ late_days: 0, next_kind: 'move', blocked: null }).text).toBe('今天');
  });
});
