import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { createBatchBodySchema, harvestBatchBodySchema, recordLossBodySchema, transplantBatchBodySchema } from '@pfs/domain/plant';
import { harvestBody, harvestGrades, lossBody, plantsHint, sowBody, transplantBody } from './batch-form-body';

const batch = { batch_id: 7, version: 4 };
const from = { phase: 'grow_seedling' as const, area_id: 1 };

describe('form values → request bodies', () => {
  it('sowing drops empty area rows, leaves an empty batch number to the server and passes the schema', () => {
    const b = sowBody(1, {
      spec_id: 2,
      sow_date: dayjs('2026-03-10'),
      places: [{ area_id: 1, dishes: 12 }, {}],
      batch_no: '  ',
      seed_lot_id: null,
      remark: ' 首批 ',
    });
    expect(b).toEqual({
      fid: 1,
      spec_id: 2,
      sow_date: '2026-03-10',
      places: [{ area_id: 1, dishes: 12 }],
      batch_no: undefined,
      seed_lot_id: undefined,
      remark: '首批',
    });
    expect(createBatchBodySchema.safeParse(b).success).toBe(true);
  });
  it('sowing the same area twice is refused by the same schema the server uses', () => {
    const b = sowBody(1, {
      spec_id: 2,
      sow_date: '2026-03-10',
      places: [
        { area_id: 1, dishes: 1 },
        { area_id: 1, dishes: 2 },
      ],
    });
    expect(createBatchBodySchema.safeParse(b).error?.issues[0]?.message).toBe('播种区域不能重复');
  });
  it('a transplant carries the version seen and leaves plants and growing dishes to the server when empty', () => {
    const b = transplantBody(1, batch, from, 'grow', { date: '2026-03-20', to_area_id: 3, dishes: 10, plants: null, dishes_to: null, remark: '' });
    expect(b).toMatchObject({
      batch_id: 7,
      version: 4,
      from_phase: 'grow_seedling',
      from_area_id: 1,
      to_phase: 'grow',
      to_area_id: 3,
      dishes: 10,
      plants: undefined,
      dishes_to: undefined,
    });
    expect(transplantBatchBodySchema.safeParse(b).success).toBe(true);
  });
  it('a loss of plants alone keeps the dishes at 0; nothing at all is refused', () => {
    const ok = lossBody(1, batch, from, { date: '2026-03-21', plants: 5, reason: 'pest', pic_ids: [9] });
    expect(ok).toMatchObject({ phase: 'grow_seedling', area_id: 1, dishes: 0, plants: 5, reason: 'pest', pic_ids: [9] });
    expect(recordLossBodySchema.safeParse(ok).success).toBe(true);
    const none = lossBody(1, batch, from, { date: '2026-03-21', reason: 'pest' });
    expect(recordLossBodySchema.safeParse(none).error?.issues[0]?.message).toBe('损耗盘数和株数不能都为 0');
  });
  it('a pick sends only the grades weighed', () => {
    expect(harvestGrades({ A: 10.5, B: null, C: 0, D: undefined })).toEqual([{ grade: 'A', kg: 10.5 }]);
    const b = harvestBody(1, batch, { phase: 'grow', area_id: 3 }, { date: '2026-04-01', dishes: 20, grades: { A: 12, B: 3.25 } });
    expect(b.grades).toEqual([
      { grade: 'A', kg: 12 },
      { grade: 'B', kg: 3.25 },
    ]);
    expect(harvestBatchBodySchema.safeParse(b).success).toBe(true);
    const empty = harvestBody(1, batch, { phase: 'grow', area_id: 3 }, { date: '2026-04-01', dishes: 20, grades: { A: null } });
    expect(harvestBatchBodySchema.safeParse(empty).error?.issues[0]?.message).toBe('请填写各等级的采收重量');
  });
  it('hints the plants going with some dishes: all with all dishes, else the proportional share', () => {
    expect(plantsHint({ dishes: 10, plants: 1190 }, 10)).toBe(1190);
    expect(plantsHint({ dishes: 10, plants: 1190 }, 3)).toBe(357);
    expect(plantsHint({ dishes: 10, plants: 1190 }, null)).toBeNull();
  });
});
