import { describe, expect, it } from 'vitest';
import { checkHarvestPlausible, expectedPickKg } from './harvest-plausibility.js';

const base = { dishes: 1, plants: 12, plantsPerDish: 12, yieldKgPerDish: 1.2, confirmed: false };

describe('harvest plausibility', () => {
  it('refuses a weight beyond 3× what the dishes should give, naming the limit', () => {
    const v = checkHarvestPlausible({ ...base, kg: 999_999 });
    expect(v).toEqual({ ok: false, needsConfirm: false, msg: expect.stringContaining('最多 3.6 kg（3 倍）') });
  });

  it('asks for a confirmation between 1.5× and 3×, and accepts it confirmed', () => {
    expect(checkHarvestPlausible({ ...base, kg: 2 })).toMatchObject({ ok: false, needsConfirm: true });
    expect(checkHarvestPlausible({ ...base, kg: 2, confirmed: true })).toEqual({ ok: true });
    expect(checkHarvestPlausible({ ...base, kg: 1.8 })).toEqual({ ok: true });
  });

  it('measures loose plants by the dishes they fill, and skips a spec without a yield', () => {
    expect(expectedPickKg({ dishes: 0, plants: 6, plantsPerDish: 12, yieldKgPerDish: 1.2 })).toBe(0.6);
    expect(checkHarvestPlausible({ ...base, yieldKgPerDish: 0, kg: 500 })).toEqual({ ok: true });
  });
});
