import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { abbreviateNumber, ellipsis, percent, round2, thousands } from './number-format.js';

describe('number formats', () => {
  it('rounds percentages to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(1, 0)).toBe(0);
  });
  it('abbreviates at powers of 1000', () => {
    expect([999, 1000, 1500, 2_500_000, 1e9, 1e12, 1e15, 3e18, -1500].map(abbreviateNumber)).toEqual([
      '999',
      '1k',
      '1.5k',
      '2.5M',
      '1G',
      '1T',
      '1P',
      '3E',
      '-1.5k',
    ]);
  });
  it('separates thousands above 999 only', () => {
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1234567.89)).toBe('1,234,567.89');
    expect(thousands(-1234)).toBe('-1,234');
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => Number(thousands(n).replaceAll(',', '')) === n));
  });
  it('cuts long text with an ellipsis', () => {
    expect(ellipsis('植物工厂管理平台', 4)).toBe('植物工厂...');
    expect(ellipsis('生菜', 4)).toBe('生菜');
  });
});
