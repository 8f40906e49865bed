import { describe, expect, it } from 'vitest';
import { kgText } from './plant-format';

describe('kgText', () => {
  it('shows a scale’s two decimals at most and groups thousands (spec §9)', () => {
    expect([12.5, 0.12345, 80, 19266.3, 1234567].map((kg) => kgText(kg))).toEqual(['12.5 kg', '0.12 kg', '80 kg', '19,266.3 kg', '1,234,567 kg']);
  });

  it('shows a dash when there is no weight', () => {
    expect(kgText(null)).toBe('—');
    expect(kgText(undefined)).toBe('—');
  });
});
