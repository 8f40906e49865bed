import { describe, expect, it } from 'vitest';
import { phaseSteps } from '@pfs/domain/plant';
import { saveSpecBodySchema, type specDetailSchema } from '@pfs/domain/plant-spec';
import type { z } from 'zod';
import { growDays, templateProblem, toSaveSpecBody, toSpecForm, versionChanges } from './spec-form';

type SpecDetail = z.infer<typeof specDetailSchema>;

const spec: SpecDetail = {
  spec_id: 4,
  crop: '生菜',
  variety: '意大利生菜',
  status: 'enabled',
  remark: '',
  cur_ver: 2,
  batch_ct: 5,
  active_batch_ct: 2,
  version: {
    ver: 2,
    phases: phaseSteps({ grow_seedling: 14, grow: 21, pick: 0 }),
    seedling_plants_per_dish: 120,
    grow_plants_per_dish: 24,
    seed_per_dish: 130,
    seed_item_id: 9,
    seed_item_name: '意大利生菜种子',
    seed_unit: '粒',
    yield_kg_per_dish: 3.6,
    grades: [{ grade: 'A', name: '一级', min_plant_g: 150 }],
    grow_days: 35,
    created_at: '2026-03-01T00:00:00.000Z',
    created_by_name: '张厂长',
  },
  versions: [],
};

describe('crop spec form mapping', () => {
  it('shows the template as the six phases in order, the spec’s ones switched on', () => {
    const f = toSpecForm(spec);
    expect(f.phases.map((p) => [p.phase_id, p.used])).toEqual([
      ['sprouting', false],
      ['grow_seedling', true],
      ['grow', true],
      ['pick', true],
      ['tmp_storage', false],
      ['storage', false],
    ]);
    expect(growDays(f.phases)).toBe(35);
  });

  it('writes back only the phases in use, in order, with capital grade codes — a body the server accepts', () => {
    const f = toSpecForm(spec);
    f.phases[0]!.used = true;
    f.grades = [{ grade: ' b ', name: '二级', min_plant_g: 80 }];
    const body = toSaveSpecBody(1, 4, f);
    expect(body.phases.map((p) => p.phase_id)).toEqual(['sprouting', 'grow_seedling', 'grow', 'pick']);
    expect(body.grades).toEqual([{ grade: 'B', name: '二级', min_plant_g: 80 }]);
    expect(saveSpecBodySchema.safeParse(body).success).toBe(true);
  });

  it('a new spec starts with a template that can run a batch', () => {
    const f = toSpecForm(null);
    expect(templateProblem(f.phases)).toBeNull();
    expect(saveSpecBodySchema.safeParse(toSaveSpecBody(1, undefined, { ...f, crop: '菠菜', variety: '大叶', grow_plants_per_dish: 20 })).success).toBe(true);
  });

  it('names the template problem the server would refuse', () => {
    const f = toSpecForm(spec);
    f.phases.find((p) => p.phase_id === 'pick')!.used = false;
    expect(templateProblem(f.phases)).toContain('必须包含「采收」');
  });

  it('tells which version fields a save changes, and none for a remark', () => {
    expect(versionChanges(spec, { ...toSpecForm(spec), remark: '夏季' })).toEqual([]);
    const f = toSpecForm(spec);
    f.phases[1]!.days = 12;
    expect(versionChanges(spec, { ...f, yield_kg_per_dish: 3.2 })).toEqual(['阶段模板', '预期产量']);
  });
});
