import { describe, expect, it } from 'vitest';
import { kgText } from './plant-format';

describe('kgText', () => {
  it('shows a scale’s two decimals at most and groups thousands (spec §9)', () => {
    expect(kgText(12.5)).toBe('12.5 kg');
    expect(kgText(0.12345)).toBe('0.12 kg');
    expect(kgText(80)).toBe('80 kg');
    expect(kgText(19266.3)).toBe('19,266.3 kg');
    expect(kgText(1234567)).toBe('1,234,567 kg');
  });

  it('shows a dash when there is no weight', () => {
    expect(kgText(null)).toBe('—');
    expect(kgText(undefined)).toBe('—');
  });
});
