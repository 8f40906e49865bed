import { describe, expect, it } from 'vitest';
import { rejectRate, rejectReasonLabel, uptimeLabel } from './gateway-stats.js';

describe('gateway statistics labels', () => {
  it('names rejection reasons in Chinese and keeps unknown codes readable', () => {
    expect(rejectReasonLabel('malformed_json')).toBe('非法 JSON');
    expect(rejectReasonLabel('stale_ts')).toBe('时间过旧');
    expect(rejectReasonLabel('something_new')).toBe('something_new');
    expect(rejectReasonLabel('')).toBe('—');
  });

  it('shows uptime in the largest two units', () => {
    const now = new Date('2026-03-05T12:00:00Z');
    expect(uptimeLabel('2026-03-02T08:00:00Z', now)).toBe('3 天 4 小时');
    expect(uptimeLabel('2026-03-05T09:55:00Z', now)).toBe('2 小时 5 分');
    expect(uptimeLabel('2026-03-05T11:59:20Z', now)).toBe('40 秒');
    expect(uptimeLabel(null, now)).toBe('—');
  });

  it('rejection rate in percent', () => {
    expect(rejectRate(1, 99)).toBe(1);
    expect(rejectRate(0, 0)).toBe(0);
  });
});
