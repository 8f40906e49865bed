import { describe, expect, it } from 'vitest';
import { formatKg, formatKgNumber, formatTemp, inputNumberText, TEMP_UNIT } from './number-format.js';

describe('temperatures and kg as people read them', () => {
  it('writes temperatures with one decimal and one symbol', () => {
    expect(formatTemp(21.45)).toBe('21.5 °C');
    expect(formatTemp(8)).toBe('8.0 °C');
    expect(formatTemp(-0.04)).toBe('0.0 °C');
    expect(formatTemp(null)).toBe('—');
    expect(TEMP_UNIT).toBe('°C');
  });

  it('writes kg to a scale’s 0.01 kg, without trailing zeros', () => {
    expect(formatKg(80)).toBe('80 kg');
    expect(formatKg(178.07)).toBe('178.07 kg');
    expect(formatKg(12.5)).toBe('12.5 kg');
    expect(formatKg(0.125)).toBe('0.13 kg');
    expect(formatKg(1250.004)).toBe('1,250 kg');
    expect(formatKgNumber(-0.001)).toBe('0');
    expect(formatKg(undefined)).toBe('—');
  });

  it('shows an input’s value without padding zeros', () => {
    expect(inputNumberText(80, 3)).toBe('80');
    expect(inputNumberText('80.000', 3)).toBe('80');
    expect(inputNumberText(12.5, 3)).toBe('12.5');
    expect(inputNumberText(1.23456, 3)).toBe('1.235');
    expect(inputNumberText(undefined, 3)).toBe('');
  });
});
