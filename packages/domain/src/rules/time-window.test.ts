import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFullDay, isInTimeWindow, windowSeconds } from './time-window.js';

const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('time windows', () => {
  it('00:00–23:59 is the full day; 00:00–23:58 is not', () => {
    expect(isFullDay('00:00', '23:59')).toBe(true);
    expect(isFullDay('00:00', '23:58')).toBe(false);
  });
  it('a wrapping window is full day from 86340 s', () => {
    expect(windowSeconds('18:00', '17:59')).toBe(86_340);
    expect(isFullDay('18:00', '17:59')).toBe(true);
    expect(isFullDay('18:00', '17:58')).toBe(false);
  });
  it('18:00–06:00 holds the night and not the day', () => {
    const at = (h: number, m = 0) => h * 3600 + m * 60;
    expect(isInTimeWindow('18:00', '06:00', at(18))).toBe(true);
    expect(isInTimeWindow('18:00', '06:00', at(23, 59))).toBe(true);
    expect(isInTimeWindow('18:00', '06:00', at(0))).toBe(true);
    expect(isInTimeWindow('18:00', '06:00', at(5, 59))).toBe(true);
    expect(isInTimeWindow('18:00', '06:00', at(6))).toBe(false);
    expect(isInTimeWindow('18:00', '06:00', at(12))).toBe(false);
    expect(isInTimeWindow('08:00', '20:00', at(20))).toBe(false);
  });
  it('a window and its complement split the day exactly', () => {
    fc.assert(
      fc.property(hhmm, hhmm, fc.integer({ min: 0, max: 86_399 }), (a, b, t) => {
        fc.pre(a !== b && !isFullDay(a, b) && !isFullDay(b, a));
        return isInTimeWindow(a, b, t) !== isInTimeWindow(b, a, t);
      }),
    );
  });
  it('rejects malformed times', () => {
    expect(() => windowSeconds('24:00', '01:00')).toThrow('时间格式不正确');
  });
});
