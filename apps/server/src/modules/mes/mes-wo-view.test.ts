import { describe, expect, it } from 'vitest';
import { localTime, shiftOf } from './mes-wo-view.js';

describe('planned times on the factory clock', () => {
  it('places a wall-clock time of a factory day at its instant', () => {
    expect(localTime('2026-03-01', 'Asia/Shanghai', '08:00').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(localTime('2026-03-01', 'Asia/Shanghai').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    // The end of a day is the next day's midnight.
    expect(localTime('2026-03-01', 'Asia/Shanghai', '24:00').toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });

  it('keeps the wall-clock shift across a daylight-saving change', () => {
    // Berlin: UTC+1 until 29 March 2026, UTC+2 after.
    expect(shiftOf('2026-03-28', 'Europe/Berlin').start.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(shiftOf('2026-03-30', 'Europe/Berlin').start.toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(shiftOf('2026-03-30', 'Europe/Berlin').end.toISOString()).toBe('2026-03-30T16:00:00.000Z');
  });
});
