import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../zod-locale.js';
import { decimalSchema } from '../api/fields.js';
import { exportBatchListBodySchema } from './plant.api.js';
import { createBatchBodySchema, harvestBatchBodySchema, recordLossBodySchema } from './plant-event.api.js';
import { saveSpecBodySchema } from '../plant-spec/plant-spec.api.js';
import { saveClimateTargetsBodySchema, saveAreaBodySchema } from '../factory-cfg/factory-cfg.api.js';
import { adjustLotBodySchema, receiveLotBodySchema, saveMaterialItemBodySchema } from '../material/material.api.js';
import { createProtectionBodySchema } from './plant-protection.api.js';

const msgOf = (schema: z.ZodType, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? null : r.error.issues.map((i) => i.message).join('；');
};

describe('quantities with decimals', () => {
  const kg = decimalSchema('重量 kg', { min: 0, max: 1000 });
  it('keep three decimals, round binary noise, refuse strings and a fourth decimal', () => {
    expect(kg.parse(0.1 + 0.2)).toBe(0.3);
    expect(kg.parse(12.125)).toBe(12.125);
    expect(msgOf(kg, 12.1255)).toBe('重量 kg 最多保留 3 位小数');
    expect(msgOf(kg, '12')).toBe('重量 kg 必须是数字');
    expect(msgOf(kg, 1001)).toBe('重量 kg 须在 0–1000 之间');
    expect(msgOf(kg, Number.NaN)).toBe('重量 kg 必须是数字');
  });
});

describe('planting bodies', () => {
  const sow = { fid: 1, spec_id: 3, sow_date: '2026-03-01', places: [{ area_id: 1, dishes: 10 }] };
  it('sowing: real days, areas once each, positive dishes', () => {
    expect(createBatchBodySchema.parse(sow)).toMatchObject({ remark: '', places: [{ area_id: 1, dishes: 10 }] });
    expect(msgOf(createBatchBodySchema, { ...sow, sow_date: '2026-02-30' })).toBe('日期 date 必须是 YYYY-MM-DD 格式且真实存在的日期');
    expect(msgOf(createBatchBodySchema, { ...sow, places: [sow.places[0], sow.places[0]] })).toBe('播种区域不能重复');
    expect(msgOf(createBatchBodySchema, { ...sow, places: [{ area_id: 1, dishes: 0 }] })).toBe('播种盘数 dishes 须在 1–1000000 之间');
    expect(msgOf(createBatchBodySchema, { ...sow, batch_no: 'B 1' })).toBe('批次号 batch_no 须为 1–32 个字母、数字、- 或 _');
  });

  it('a loss needs dishes or plants; a harvest names each grade once', () => {
    const ev = { fid: 1, batch_id: 2, version: 4, date: '2026-03-10', phase: 'grow', area_id: 2 };
    expect(msgOf(recordLossBodySchema, { ...ev, dishes: 0, plants: 0, reason: 'pest' })).toBe('损耗盘数和株数不能都为 0');
    expect(msgOf(recordLossBodySchema, { ...ev, dishes: 0, plants: 3, reason: 'bugs' })).toBe('损耗原因 reason 只能是 disease、pest、damage、environment、quality、other');
    const grades = [
      { grade: 'A', kg: 10 },
      { grade: 'A', kg: 2 },
    ];
    expect(msgOf(harvestBatchBodySchema, { ...ev, dishes: 4, grades })).toBe('同一等级只能填写一次');
    expect(msgOf(harvestBatchBodySchema, { ...ev, phase: 'pick', dishes: 4, grades: grades.slice(0, 1) })).toBe('阶段 phase 只能是 sprouting、grow_seedling、grow（有盘的阶段）');
  });

  it('exports take the list’s filters without paging', () => {
    expect(exportBatchListBodySchema.parse({ fid: 1, page: 3, crop: '生菜' })).toEqual({ fid: 1, crop: '生菜' });
  });
});

describe('factory and spec bodies', () => {
  it('a spec’s phase template must be one a batch can follow', () => {
    const spec = {
      fid: 1,
      crop: '生菜',
      variety: '意大利生菜',
      phases: [
        { phase_id: 'grow', days: 21, area_kind: 'grow' },
        { phase_id: 'sprouting', days: 2, area_kind: 'seedling' },
        { phase_id: 'pick', days: 1, area_kind: 'pack' },
      ],
      seedling_plants_per_dish: 120,
      grow_plants_per_dish: 24,
      seed_per_dish: 130,
      yield_kg_per_dish: 2.6,
      grades: [{ grade: 'A', name: '一级' }],
    };
    expect(msgOf(saveSpecBodySchema, spec)).toBe('阶段须按 催芽 → 育苗 → 生长 → 采收 → 暂存 → 入库 的顺序排列，「催芽」位置不对');
    expect(msgOf(saveSpecBodySchema, { ...spec, phases: [spec.phases[1], spec.phases[0], spec.phases[2]] })).toBeNull();
    expect(msgOf(saveSpecBodySchema, { ...spec, phases: [spec.phases[1], spec.phases[0], spec.phases[2]], grades: [spec.grades[0], { grade: 'a', name: '二级' }] })).toBe('等级代码不能重复');
  });

  it('area grids and climate targets are bounded and ordered', () => {
    const area = { fid: 1, field_id: 1, name: '栽培一区', kind: 'grow', racks: 8, layers: 5, positions_per_layer: 12 };
    expect(saveAreaBodySchema.parse(area)).toMatchObject({ status: 'enabled', sort_no: 0 });
    expect(msgOf(saveAreaBodySchema, { ...area, layers: 51 })).toBe('层数 layers 须在 0–50 之间');
    expect(msgOf(saveClimateTargetsBodySchema, { fid: 1, kind: 'grow', temp_min: 26, temp_max: 18 })).toBe('温度下限不能大于上限');
    expect(saveClimateTargetsBodySchema.parse({ fid: 1, kind: 'grow', temp_min: 18 })).toMatchObject({ temp_min: 18, temp_max: null });
  });
});

describe('material bodies', () => {
  it('a pesticide needs its safety interval; lots their dates in order; adjustments a reason and a non-zero amount', () => {
    expect(msgOf(saveMaterialItemBodySchema, { fid: 1, kind: 'pesticide', name: '吡虫啉', unit: 'mL' })).toBe('农药须填写安全间隔期（天）');
    expect(msgOf(saveMaterialItemBodySchema, { fid: 1, kind: 'pesticide', name: '吡虫啉', unit: 'mL', safety_days: 7 })).toBeNull();
    const lot = { fid: 1, kind: 'seed', item_id: 1, lot_no: 'L1', received_on: '2026-03-01', qty: 5000 };
    expect(msgOf(receiveLotBodySchema, { ...lot, produced_on: '2026-03-01', expires_on: '2026-02-01' })).toBe('有效期不能早于生产日期');
    expect(msgOf(adjustLotBodySchema, { fid: 1, kind: 'seed', lot_id: 1, delta: 0, date: '2026-03-01', reason: '盘点' })).toBe('调整数量 delta 不能为 0');
    expect(msgOf(adjustLotBodySchema, { fid: 1, kind: 'seed', lot_id: 1, delta: -3, date: '2026-03-01' })).toBe('请填写调整原因（至少 2 个字）');
  });

  it('a protection treats at least one area or batch', () => {
    const prot = { fid: 1, date: '2026-03-20', kind: 'pest', target: '蚜虫', item_id: 4, dose: '1500 倍液', qty: 20 };
    expect(msgOf(createProtectionBodySchema, prot)).toBe('请选择施药的区域或批次');
    expect(msgOf(createProtectionBodySchema, { ...prot, area_ids: [2] })).toBeNull();
  });
});
