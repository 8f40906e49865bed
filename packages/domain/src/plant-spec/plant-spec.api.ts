import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema } from '../api/envelope.js';
import { decimalSchema, intSchema, textSchema } from '../api/fields.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';
import { listOf, numberCols, pagedBodyOf, type ListColumn } from '../contract/list.js';
import { RECORD_STATUS_LABELS } from '../auth/record-status.js';
import { itemIdSchema, phaseSchema, recordStatusSchema, remarkSchema, specIdSchema } from '../plant/plant-fields.js';
import { areaKindSchema } from '../factory-cfg/factory-cfg.api.js';
import { PHASE_DAYS_MAX, checkPhaseTemplate } from '../plant/phase-machine.js';
import { GROWING_PHASES } from '../plant/plant-vocab.js';
import { PLANT_PHASES, PLANT_PHASE_LABELS } from '../labels/enum-labels.js';
import { createdView, specRefView, statusRemarkView } from '../api/view-fields.js';

/**
 * Calls of 品种规格 (/cfg/factory/spec, cfg.plant.list / cfg.plant.edit). A crop spec is a crop and variety
 * with versions; saving a change to what a batch follows (phases, densities, seed, yield, grades) makes a
 * new version, and every batch keeps the version it was sown with.
 */

const specVersionNoSchema = intSchema('规格版本 ver', { min: 1, max: 100_000 });

export const phaseStepSchema = z.object({
  phase_id: phaseSchema('phase_id'),
  days: intSchema('计划天数 days', { min: 0, max: PHASE_DAYS_MAX }),
  area_kind: areaKindSchema,
});

/** A grade (等级) of harvested produce: code, name, and the average weight per plant it needs (0 = none). */
export const gradeRuleSchema = z.object({
  grade: z
    .string({ error: '等级代码 grade 须为 1–8 个字母或数字' })
    .trim()
    .regex(/^[A-Za-z0-9]{1,8}$/, '等级代码 grade 须为 1–8 个字母或数字'),
  name: textSchema('等级名称', 16, { min: 1, minMsg: '请填写等级名称' }),
  min_plant_g: decimalSchema('单株最低重量 min_plant_g', { min: 0, max: 100_000, scale: 1 }).default(0),
});
export type GradeRule = z.infer<typeof gradeRuleSchema>;

/** What a batch follows: one version of a spec. */
export const specVersionFields = {
  phases: z.array(phaseStepSchema).min(1, '请设置阶段模板').max(6, '阶段模板最多 6 个阶段'),
  seedling_plants_per_dish: intSchema('育苗盘每盘株数 seedling_plants_per_dish', { min: 1, max: 10_000 }),
  grow_plants_per_dish: intSchema('栽培盘每盘株数 grow_plants_per_dish', { min: 1, max: 10_000 }),
  /** Seed per dish sown, in the seed item's unit (粒 or g). */
  seed_per_dish: decimalSchema('每盘用种量 seed_per_dish', { min: 0, max: 1_000_000 }),
  /** The seed sowing issues; null: sowing issues nothing. */
  seed_item_id: itemIdSchema.nullable().default(null),
  yield_kg_per_dish: decimalSchema('每盘预期产量 yield_kg_per_dish', { min: 0, max: 10_000 }),
  grades: z.array(gradeRuleSchema).min(1, '至少设置一个等级').max(10, '最多 10 个等级'),
};

export const saveSpecBodySchema = z
  .object({
    fid: fidSchema,
    spec_id: specIdSchema.optional(),
    crop: textSchema('作物', 32, { min: 1, minMsg: '请填写作物' }),
    variety: textSchema('品种', 64, { min: 1, minMsg: '请填写品种' }),
    remark: remarkSchema,
    ...specVersionFields,
  })
  .superRefine((b, ctx) => {
    const problem = checkPhaseTemplate(b.phases);
    if (problem) ctx.addIssue({ code: 'custom', path: ['phases'], message: problem });
    const codes = b.grades.map((g) => g.grade.toUpperCase());
    if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', path: ['grades'], message: '等级代码不能重复' });
  });
export type SaveSpecBody = z.infer<typeof saveSpecBodySchema>;

export const specListFilterSchema = z.object({ fid: fidSchema, kw: kwSchema, crop: textSchema('作物', 32).optional(), status: recordStatusSchema.optional() });
export const specListBodySchema = pagedBodyOf(specListFilterSchema);
export const exportSpecListBodySchema = specListFilterSchema;
export const specRefBodySchema = z.object({ fid: fidSchema, spec_id: specIdSchema, ver: specVersionNoSchema.optional() });
export const setSpecStatusBodySchema = z.object({ fid: fidSchema, spec_id: specIdSchema, status: recordStatusSchema });

/** How a version fills a dish: plants in the seedling and growing phases, and seed sown. */
const perDishView = { seedling_plants_per_dish: z.number(), grow_plants_per_dish: z.number(), seed_per_dish: z.number() };
const phaseStepViewSchema = z.object({ phase_id: z.enum(PLANT_PHASES), days: z.number(), area_kind: areaKindSchema });
export const specVersionSchema = z.object({
  ver: z.number(),
  phases: z.array(phaseStepViewSchema),
  ...perDishView,
  seed_item_id: z.number().nullable(),
  seed_item_name: z.string().nullable(),
  seed_unit: z.string().nullable(),
  yield_kg_per_dish: z.number(),
  grades: z.array(z.object({ grade: z.string(), name: z.string(), min_plant_g: z.number() })),
  /** Planned days from sowing to the pick. */
  grow_days: z.number(),
  ...createdView,
});
export type SpecVersion = z.infer<typeof specVersionSchema>;

export const specSchema = z.object({
  ...specRefView,
  ...statusRemarkView,
  cur_ver: z.number(),
  /** The current version, or the one asked for with `ver`. */
  version: specVersionSchema,
  batch_ct: z.number(),
  active_batch_ct: z.number(),
});
export type SpecView = z.infer<typeof specSchema>;

export const specDetailSchema = specSchema.extend({
  versions: z.array(z.object({ ver: z.number(), ...createdView, batch_ct: z.number() })),
});

/** Enabled specs for the sowing form. */
export const specOptionSchema = z.object({
  ...specRefView,
  cur_ver: z.number(),
  first_phase: z.enum(GROWING_PHASES),
  first_area_kind: areaKindSchema,
  ...perDishView,
  seed_item_id: z.number().nullable(),
  seed_unit: z.string().nullable(),
});

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
const { list, edit } = pageCallsOf('品种规格', 'cfg.plant');

/** The list and its file show each spec's current version. */
const SPEC_COLUMNS: ListColumn<SpecView>[] = [
  { key: 'crop', title: '作物', width: 12 },
  { key: 'variety', title: '品种', width: 18 },
  { key: 'status', title: '状态', format: { labels: RECORD_STATUS_LABELS } },
  { key: 'cur_ver', title: '当前版本', format: 'number' },
  { key: 'phases', title: '阶段模板', width: 40, value: (s) => s.version.phases.map((p) => `${PLANT_PHASE_LABELS[p.phase_id]} ${p.days} 天`).join(' → ') },
  { key: 'grow_days', title: '生长天数', format: 'number', value: (s) => s.version.grow_days },
  { key: 'seedling_plants_per_dish', title: '育苗盘每盘株数', format: 'number', value: (s) => s.version.seedling_plants_per_dish },
  { key: 'grow_plants_per_dish', title: '栽培盘每盘株数', format: 'number', value: (s) => s.version.grow_plants_per_dish },
  { key: 'seed_item_name', title: '种子', width: 18, value: (s) => s.version.seed_item_name ?? '' },
  { key: 'seed_per_dish', title: '每盘用种', format: 'number', value: (s) => s.version.seed_per_dish },
  { key: 'seed_unit', title: '用种单位', value: (s) => s.version.seed_unit ?? '' },
  { key: 'yield_kg_per_dish', title: '每盘预期产量 kg', format: 'number', value: (s) => s.version.yield_kg_per_dish },
  {
    key: 'grades',
    title: '等级',
    width: 30,
    value: (s) => s.version.grades.map((g) => `${g.grade} ${g.name}${g.min_plant_g ? ` ≥${g.min_plant_g} g/株` : ''}`).join('；'),
  },
  ...numberCols<SpecView>({ batch_ct: '批次数', active_batch_ct: '在产批次' }),
  { key: 'remark', title: '备注', width: 30 },
];

export const plantSpecList = listOf(list, {
  title: '品种规格',
  name: 'plant_spec_list',
  summary: '品种规格列表（当前版本、批次数）',
  exportSummary: '导出品种规格列表（Excel，当前版本）',
  filter: specListFilterSchema,
  item: specSchema,
  columns: SPEC_COLUMNS,
});
export const { list: getPlantSpecList, export: exportPlantSpecList } = plantSpecList;
export const getPlantSpec = list.post('/api/get_plant_spec', { summary: '品种规格详情（当前版本或 ver 指定的版本；各版本及其批次数）', body: specRefBodySchema, data: specDetailSchema });
export const savePlantSpec = edit.post('/api/save_plant_spec', { summary: '新建或修改品种规格（阶段、密度、用种、产量、等级有变化时保存为新版本，已有批次保留原版本）', body: saveSpecBodySchema, data: specDetailSchema });
export const setPlantSpecStatus = edit.post('/api/set_plant_spec_status', { summary: '启用或停用品种规格（停用后不能再播种）', body: setSpecStatusBodySchema, data: specSchema });
/** The sowing form's picker: planting's permission, not the spec page's. */
export const getPlantSpecOptions = callsAs('品种规格', callAccess.perm('plant.list')).post('/api/get_plant_spec_options', {
  summary: '播种表单的品种规格选项（启用的，当前版本）',
  body: facBodySchema,
  data: z.array(specOptionSchema),
});
