import { describe, expect, it } from 'vitest';
import { clockIn, dayIn } from './clock.js';

describe('clockIn', () => {
  it("answers today in the factory's zone, not UTC's", () => {
    // 2026-03-01 17:30 UTC is already 2026-03-02 in Shanghai (UTC+8), still 2026-03-01 in Los Angeles.
    const at = Date.UTC(2026, 2, 1, 17, 30);
    expect(clockIn('Asia/Shanghai', () => at).today()).toBe('2026-03-02');
    expect(clockIn('America/Los_Angeles', () => at).today()).toBe('2026-03-01');
    expect(clockIn('UTC', () => at).today()).toBe('2026-03-01');
  });

  it('follows the time it is given, and dates any instant', () => {
    let t = Date.UTC(2026, 11, 31, 15, 59, 59);
    const clock = clockIn('Asia/Shanghai', () => t);
    expect(clock.today()).toBe('2026-12-31');
    t += 1000;
    expect(clock.today()).toBe('2027-01-01');
    expect(clock.now()).toBe(t);
    expect(clock.dayOf(new Date(Date.UTC(2026, 5, 30, 16)))).toBe('2026-07-01');
    expect(clock.dayOf(Date.UTC(2026, 5, 30, 15, 59))).toBe('2026-06-30');
    expect(clock.timeZone).toBe('Asia/Shanghai');
  });

  it('dates an instant in a zone without a clock', () => {
    expect(dayIn('Asia/Shanghai', Date.UTC(2026, 0, 31, 16))).toBe('2026-02-01');
    expect(dayIn('UTC', new Date(Date.UTC(2026, 0, 31, 16)))).toBe('2026-01-31');
  });

  it('reads the wall clock by default', () => {
    const before = Date.now();
    const clock = clockIn('UTC');
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    const today = clock.today();
    expect([before, Date.now()].map((t) => new Date(t).toISOString().slice(0, 10))).toContain(today);
  });
});
