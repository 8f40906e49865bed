import { describe, expect, it } from 'vitest';
import { dliOf, lightHoursOf, lightStatOf, statOf } from './climate-summary.js';

describe('climate summary', () => {
  it('DLI is the day’s light in mol/m²: 16 hours at 250 µmol/m²/s give 14.4', () => {
    const day = [...Array<number>(16).fill(250), ...Array<number>(8).fill(0)];
    expect(dliOf(day)).toBeCloseTo(14.4, 6);
    expect(lightHoursOf(day)).toBe(16);
    expect(lightStatOf([day, day], { light_hours_min: 14, light_hours_max: 18, dli_min: 15, dli_max: null })).toEqual({
      days: 2,
      light_hours_avg: 16,
      dli_avg: expect.closeTo(14.4, 6) as number,
      dli_min: expect.closeTo(14.4, 6) as number,
      dli_max: expect.closeTo(14.4, 6) as number,
      in_target_pct: 0,
    });
  });

  it('averages hourly values and tells the share of hours within the target', () => {
    const hours = [
      { avg: 20, min: 19, max: 21 },
      { avg: 22, min: 21, max: 24 },
      { avg: 27, min: 25, max: 29 },
      { avg: 23, min: 22, max: 23 },
    ];
    expect(statOf(hours, 18, 24)).toEqual({ avg: 23, min: 19, max: 29, hours: 4, in_target_pct: 75 });
    expect(statOf(hours)?.in_target_pct).toBeNull();
    expect(statOf([])).toBeNull();
  });
});
