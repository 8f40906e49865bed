import { describe, expect, it } from 'vitest';
import { ALARM_TYPE_LABELS, isSevereLevel, isStale, overrideOf, pointDisplayName, rangeProblem } from './device.js';

describe('device settings', () => {
  it('shows the staff name before the announced name and the code', () => {
    expect(pointDisplayName({ displayName: '东侧温度', name: '空气温度', code: 'air_temp' })).toBe('东侧温度');
    expect(pointDisplayName({ displayName: null, name: '空气温度', code: 'air_temp' })).toBe('空气温度');
    expect(pointDisplayName({ displayName: null, name: '', code: 'air_temp' })).toBe('air_temp');
  });

  it('keeps no override when the value equals the announced one or is blank', () => {
    expect(overrideOf('空气温度', '空气温度')).toBeNull();
    expect(overrideOf('  ', '空气温度')).toBeNull();
    expect(overrideOf(' 东侧温度 ', '空气温度')).toBe('东侧温度');
  });

  it('refuses a lower limit at or above the upper limit', () => {
    const w = { low: '下限', high: '上限' };
    expect(rangeProblem(10, 28, w)).toBeNull();
    expect(rangeProblem(28, 28, w)).toBe('下限必须小于上限');
    expect(rangeProblem(null, 28, w)).toBeNull();
  });
});

describe('alarm vocabulary', () => {
  it('labels every type in Chinese and treats levels 0 and 5 as severe', () => {
    expect(ALARM_TYPE_LABELS.stale).toBe('数据中断');
    expect([0, 1, 4, 5, 9].filter(isSevereLevel)).toEqual([0, 5]);
  });

  it('is stale after the configured minutes without a reading, counting from the later of the last reading and coming online', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(isStale({ lastTs: now - 5 * 60_000, onlineSince: null, staleMin: 5, now })).toBe(true);
    expect(isStale({ lastTs: now - 4 * 60_000, onlineSince: null, staleMin: 5, now })).toBe(false);
    expect(isStale({ lastTs: null, onlineSince: now - 6 * 60_000, staleMin: 5, now })).toBe(true);
    expect(isStale({ lastTs: null, onlineSince: null, staleMin: 5, now })).toBe(false);
    expect(isStale({ lastTs: now - 60 * 60_000, onlineSince: now - 60_000, staleMin: 5, now })).toBe(false);
  });
});
