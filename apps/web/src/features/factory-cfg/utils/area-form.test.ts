import { describe, expect, it } from 'vitest';
import { saveAreaBodySchema, type AreaView } from '@pfs/domain/factory-cfg';
import { gridHint, toAreaForm, toSaveAreaBody } from './area-form';

const area: AreaView = {
  area_id: 7,
  field_id: 2,
  field_name: '一号厂房',
  name: '栽培一区',
  kind: 'grow',
  racks: 10,
  layers: 5,
  positions_per_layer: 4,
  capacity: 200,
  dishes: 120,
  free: 80,
  batch_ct: 3,
  gateways: [],
  status: 'enabled',
  sort_no: 1,
  remark: '',
};

describe('area form mapping', () => {
  it('round-trips an area into a body the server accepts', () => {
    const body = toSaveAreaBody(1, 7, { ...toAreaForm(area), name: ' 栽培一区 ', enabled: false });
    expect(body).toMatchObject({ fid: 1, area_id: 7, field_id: 2, name: '栽培一区', racks: 10, layers: 5, positions_per_layer: 4, status: 'disabled' });
    expect(saveAreaBodySchema.safeParse(body).success).toBe(true);
  });

  it('starts a new area in the chosen field with an empty grid', () => {
    expect(toAreaForm(null, 3)).toMatchObject({ field_id: 3, kind: 'grow', racks: 0, enabled: true });
  });

  it('warns before a grid smaller than the dishes standing there, and a dish area without positions', () => {
    expect(gridHint({ kind: 'grow', racks: 5, layers: 5, positions_per_layer: 4 }, area)).toEqual({
      text: '5 架 × 5 层 × 4 盘位 = 100 个盘位；现在有 120 盘，容量不能少于 120',
      warn: true,
    });
    expect(gridHint({ kind: 'seedling', racks: 0, layers: 5, positions_per_layer: 4 }, null).warn).toBe(true);
    expect(gridHint({ kind: 'store', racks: 0, layers: 0, positions_per_layer: 0 }, null).warn).toBe(false);
    expect(gridHint({ kind: 'grow', racks: 10, layers: 5, positions_per_layer: 4 }, area)).toEqual({
      text: '10 架 × 5 层 × 4 盘位 = 200 个盘位（现有 120 盘）',
      warn: false,
    });
  });
});
