import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { saveMesWoBodySchema } from '@pfs/domain/mes';
import { formFieldOf, parsePlace, placeKey, toSaveBody } from './wo-form';

const plan: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-03-02T08:00:00'), dayjs('2026-03-02T10:00:00')];

describe('toSaveBody', () => {
  it('sends a sowing order with its spec and area and no batch', () => {
    const b = toSaveBody(1, { op: 'sow', spec_id: 3, to_area_id: 4, place: placeKey({ batch_id: 9, phase: 'grow', area_id: 2 }), dishes: 20, plan });
    expect(b).toMatchObject({ op: 'sow', spec_id: 3, to_area_id: 4, batch_id: null, from_area_id: null, to_phase: null });
    expect(saveMesWoBodySchema.safeParse(b).success).toBe(true);
  });
  it('sends a transplant from the batch place to the chosen phase and area', () => {
    const b = toSaveBody(1, { op: 'transplant', place: '9:grow_seedling:2', to_phase: 'grow', to_area_id: 5, spec_id: 3, dishes: 48, plan, team: ' 栽培组 ' });
    expect(b).toMatchObject({ batch_id: 9, from_phase: 'grow_seedling', from_area_id: 2, to_phase: 'grow', to_area_id: 5, spec_id: null, team: '栽培组' });
    expect(saveMesWoBodySchema.safeParse(b).success).toBe(true);
  });
  it('leaves a harvest without where to, and the schema refuses one without its batch', () => {
    const b = toSaveBody(1, { op: 'harvest', place: '9:grow:5', to_area_id: 7, dishes: 10, plan, eq_id: 4 });
    expect(b.to_area_id).toBeNull();
    expect(b.eq_id).toBe(4);
    expect(toSaveBody(1, { op: 'move', place: '9:grow:5', to_phase: 'grow', to_area_id: 7, dishes: 10, plan, eq_id: 4 }).eq_id).toBeNull();
    expect(saveMesWoBodySchema.safeParse(b).success).toBe(true);
    const none = saveMesWoBodySchema.safeParse(toSaveBody(1, { op: 'harvest', dishes: 10, plan }));
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => formFieldOf(i.path[0]))).toContain('place');
  });
  it('refuses an end before the start on the plan field', () => {
    const r = saveMesWoBodySchema.safeParse(toSaveBody(1, { op: 'sow', spec_id: 3, to_area_id: 4, dishes: 20, plan: [plan[1], plan[0]] }));
    expect(r.error?.issues.map((i) => formFieldOf(i.path[0]))).toContain('plan');
  });
});

describe('parsePlace', () => {
  it('reads a place option and refuses anything else', () => {
    expect(parsePlace('9:grow:5')).toEqual({ batch_id: 9, phase: 'grow', area_id: 5 });
    expect(parsePlace('x')).toBeNull();
    expect(parsePlace(undefined)).toBeNull();
  });
});
