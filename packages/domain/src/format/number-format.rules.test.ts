import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatValue, formatValueWithUnit, valueRule, DEFAULT_VALUE_RULE } from './number-format.js';
import { needsValueRange, niceStep, valueAxisRange } from './value-range.js';

describe('one formatting rule per quantity', () => {
  it('gives decimals by unit', () => {
    expect(formatValue(21.449, '°C')).toBe('21.4');
    expect(formatValue(21, '°C')).toBe('21.0');
    expect(formatValue(21.45, '℃')).toBe('21.5');
    expect(formatValue(62.4, '%')).toBe('62');
    expect(formatValue(62.6, '%RH')).toBe('63');
    expect(formatValue(543.4, 'ppm')).toBe('543');
    expect(formatValue(1250.2, 'ppm')).toBe('1,250');
    expect(formatValue(419.6, 'µmol/m²/s')).toBe('420');
    expect(formatValue(419.6, 'μmol/m²/s')).toBe('420');
    expect(formatValue(1.7, 'mS/cm')).toBe('1.70');
    expect(formatValue(6.04, 'pH')).toBe('6.0');
    expect(formatValue(12.3456, 'kWh')).toBe('12.35');
    expect(formatValue(1234.5, 'kWh')).toBe('1,234.50');
    expect(formatValue(0.0041, 'm³')).toBe('0.00');
    expect(formatValue(8.04, 'mg/L')).toBe('8.0');
    expect(formatValue(1234.5, '元')).toBe('1,234.50');
  });
  it('knows a point without unit by its quantity (pH)', () => {
    expect(formatValue(6.04, '', 'ph')).toBe('6.0');
    expect(formatValueWithUnit(6.04, '', 'ph')).toBe('6.0');
    expect(valueRule('', 'air_temp')).toEqual(valueRule('°C'));
  });
  it('unknown units keep up to 2 decimals without trailing zeros', () => {
    expect(valueRule('furlong')).toBe(DEFAULT_VALUE_RULE);
    expect(formatValue(3.1, 'furlong')).toBe('3.1');
    expect(formatValue(3.14159, '')).toBe('3.14');
    expect(formatValue(3, '')).toBe('3');
  });
  it('never shows minus zero, and missing values as a dash', () => {
    expect(formatValue(-0.04, '°C')).toBe('0.0');
    expect(formatValue(-0.4, '%')).toBe('0');
    expect(formatValue(-1.25, '°C')).toBe('-1.3');
    expect(formatValue(null, '°C')).toBe('—');
    expect(formatValue(Number.NaN, '°C')).toBe('—');
    expect(formatValueWithUnit(undefined, '°C')).toBe('—');
  });
  it('adds the unit after a space', () => {
    expect(formatValueWithUnit(21.26, '°C')).toBe('21.3 °C');
    expect(formatValueWithUnit(1500, 'ppm')).toBe('1,500 ppm');
  });
  it('rounds to the same number the value had (within half a last digit)', () => {
    for (const unit of ['°C', '%', 'ppm', 'mS/cm', 'pH', 'kWh', 'm³']) {
      const { decimals } = valueRule(unit);
      fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (v) => Math.abs(Number(formatValue(v, unit).replaceAll(',', '')) - v) <= 0.5 * 10 ** -decimals + 1e-9));
    }
  });
  it('a fifth of each minimum span never needs more decimals than the values have', () => {
    for (const unit of ['°C', '%', 'ppm', 'μmol/m²/s', 'mS/cm', 'pH', 'mg/L', 'kWh', 'm³', 'lux', 'W', 'kPa']) {
      const { decimals, minSpan } = valueRule(unit);
      expect(minSpan / 5, unit).toBeGreaterThanOrEqual(10 ** -decimals - 1e-12);
    }
  });
});

describe('chart y-range', () => {
  const temp = valueRule('°C');
  it('draws a flat signal of 22.01–22.03 °C as a flat line, not wild swings', () => {
    const r = valueAxisRange([22.01, 22.03, 22.02], temp)!;
    expect(r.max - r.min).toBeGreaterThanOrEqual(1);
    expect(r.min).toBeLessThan(22.01);
    expect(r.max).toBeGreaterThan(22.03);
    // centred: the readings sit in the middle third
    expect((22.02 - r.min) / (r.max - r.min)).toBeGreaterThan(0.3);
    expect((22.02 - r.min) / (r.max - r.min)).toBeLessThan(0.7);
    expect(needsValueRange([22.01, 22.03], temp)).toBe(true);
  });
  it('leaves a wide signal to the chart', () => {
    expect(needsValueRange([18, 27.5], temp)).toBe(false);
    const r = valueAxisRange([18.13, 27.5], temp)!;
    expect(r.min).toBeLessThanOrEqual(18.13);
    expect(r.max).toBeGreaterThanOrEqual(27.5);
    expect(r.max - r.min).toBeLessThan(10.5);
  });
  it('keeps alarm limits in view with room around them', () => {
    const r = valueAxisRange([24.1, 24.3, 24.2], temp, [18, 26])!;
    expect(r.min).toBeLessThan(18);
    expect(r.max).toBeGreaterThan(26);
    expect(needsValueRange([24.1, 24.3], temp, [18, 26])).toBe(true);
    // a limit inside the readings needs nothing
    expect(needsValueRange([15, 30], temp, [18, 26])).toBe(false);
  });
  it('ends on round values, on its tick step', () => {
    const r = valueAxisRange([543, 547], valueRule('ppm'))!;
    expect(r.interval).toBe(10);
    expect(r.min % 10).toBe(0);
    expect(r.max % 10).toBe(0);
    expect(r.max - r.min).toBeGreaterThanOrEqual(50);
    // limits 18 and 20.5 with readings about 21 °C: whole degrees, no 17.8 / 21.2 at the edges
    const t = valueAxisRange([21.01, 21.09], temp, [18, 20.5])!;
    expect(t).toEqual({ min: 17, max: 22, interval: 1 });
  });
  it('picks round steps', () => {
    expect([0.064, 0.2, 0.21, 3, 7, 45].map(niceStep)).toEqual([0.1, 0.2, 0.5, 5, 10, 50]);
  });
  it('covers every value and limit, at least the minimum span', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1000, max: 1000, noNaN: true }), { minLength: 1, maxLength: 20 }), fc.array(fc.double({ min: -1000, max: 1000, noNaN: true }), { maxLength: 2 }), (vs, limits) => {
        const r = valueAxisRange(vs, temp, limits)!;
        const all = [...vs, ...limits];
        const onStep = (x: number) => Math.abs(x / r.interval - Math.round(x / r.interval)) < 1e-6;
        return r.min <= Math.min(...all) + 1e-9 && r.max >= Math.max(...all) - 1e-9 && r.max - r.min >= 1 - 1e-9 && onStep(r.min) && onStep(r.max);
      }),
    );
  });
  it('has no range without numbers, and scales unknown units to the value', () => {
    expect(valueAxisRange([], temp)).toBeNull();
    const r = valueAxisRange([1000.2, 1000.3], DEFAULT_VALUE_RULE)!;
    expect(r.max - r.min).toBeGreaterThanOrEqual(40);
  });
});
