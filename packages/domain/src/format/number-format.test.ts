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
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1k');
    expect(abbreviateNumber(1500)).toBe('1.5k');
    expect(abbreviateNumber(2_500_000)).toBe('2.5M');
    expect(abbreviateNumber(1e9)).toBe('1G');
    expect(abbreviateNumber(1e12)).toBe('1T');
    expect(abbreviateNumber(1e15)).toBe('1P');
    expect(abbreviateNumber(3e18)).toBe('3E');
    expect(abbreviateNumber(-1500)).toBe('-1.5k');
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
