import { describe, expect, it } from 'vitest';
import { climateStatus } from './climate-status';
import { climateTargets } from '@/lib/test/climate-targets-fixture';

const t = climateTargets('grow', { temp_min: 18, temp_max: 26, rh_max: 80 });
const reading = (quantity: string, value: number, unit = '') => ({ quantity, name: quantity, unit, value, ts: '2026-03-01T00:00:00.000Z' });

describe('live climate against targets', () => {
  it('says inside, below or above, with the target as text', () => {
    expect(climateStatus(reading('air_temp', 22, '°C'), t)).toEqual({ target: '18–26 °C', state: 'ok' });
    expect(climateStatus(reading('air_temp', 17.5, '°C'), t).state).toBe('low');
    expect(climateStatus(reading('humidity', 85, '%'), t)).toEqual({ target: '≤ 80 %', state: 'high' });
  });

  it('has nothing to compare without a target', () => {
    expect(climateStatus(reading('co2', 900, 'ppm'), t).state).toBe('none');
    expect(climateStatus(reading('ppfd', 400), t).state).toBe('none');
    expect(climateStatus(reading('air_temp', 22), null).state).toBe('none');
  });
});
