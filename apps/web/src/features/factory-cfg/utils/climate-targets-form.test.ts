import { describe, expect, it } from 'vitest';
import { saveClimateTargetsBodySchema } from '@pfs/domain/factory-cfg';
import { rangeText, toTargetForm, toTargetsBody } from './climate-targets-form';
import { climateTargets } from '@/lib/test/climate-targets-fixture';

const saved = climateTargets('grow', { temp_min: 18, temp_max: 26, rh_max: 80, light_hours_min: 16 });

describe('climate targets form mapping', () => {
  it('shows unset bounds as empty inputs and sends them back as null', () => {
    const form = toTargetForm(saved);
    expect(form).toMatchObject({ temp_min: 18, rh_min: undefined, rh_max: 80 });
    const body = toTargetsBody(1, 'grow', { ...form, co2_min: 400 });
    expect(body).toMatchObject({ fid: 1, kind: 'grow', temp_min: 18, rh_min: null, co2_min: 400, dli_max: null });
    expect(saveClimateTargetsBodySchema.safeParse(body).success).toBe(true);
  });

  it('an area kind without targets starts empty', () => {
    expect(Object.values(toTargetForm(undefined)).every((v) => v === undefined)).toBe(true);
  });

  it('writes a range the way the pages show it', () => {
    expect(rangeText(18, 26, '°C')).toBe('18–26 °C');
    expect(rangeText(400, null, 'ppm')).toBe('≥ 400 ppm');
    expect(rangeText(undefined, 80, '%')).toBe('≤ 80 %');
    expect(rangeText(null, null, '%')).toBeNull();
  });
});
