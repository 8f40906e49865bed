import { describe, expect, it } from 'vitest';
import { dliOf, lightHoursOf, lightStatOf, lightStatOfDays, statOf, statOfTotals } from './climate-summary.js';

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

  it('totals of groups of hours give what the hours themselves give', () => {
    // The four hours above in two days: 20 and 22 (both within 18–24), then 27 (above) and 23.
    const days = [
      { hours: 2, sum: 42, min: 19, max: 24, in_target: 2 },
      { hours: 2, sum: 50, min: 22, max: 29, in_target: 1 },
      { hours: 0, sum: 0, min: 0, max: 0, in_target: 0 },
    ];
    expect(statOfTotals(days, true)).toEqual({ avg: 23, min: 19, max: 29, hours: 4, in_target_pct: 75 });
    expect(statOfTotals(days, false)?.in_target_pct).toBeNull();
    expect(statOfTotals([], true)).toBeNull();
    const day = [...Array<number>(16).fill(250), ...Array<number>(8).fill(0)];
    const t = { light_hours_min: 14, light_hours_max: null, dli_min: 14, dli_max: null };
    expect(lightStatOfDays([{ light_hours: 16, dli: 14.4 }, { light_hours: 16, dli: 14.4 }], t)).toEqual(lightStatOf([day, day], t));
  });
});
