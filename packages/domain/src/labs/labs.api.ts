import { z } from 'zod';
import { fidSchema, kwSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { pageCallsOf } from '../contract/call.js';
import { daySchema, decimalSchema, idSchema, textSchema } from '../api/fields.js';
import { climateTargetsSchema } from '../factory-cfg/factory-cfg.api.js';
import { batchIdSchema, remarkSchema } from '../plant/plant-fields.js';
import { AREA_KINDS, BATCH_STATUSES, GROWING_PHASES, LOSS_REASONS } from '../plant/plant-vocab.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { batchRefView, cropView } from '../api/view-fields.js';

/**
 * Calls of 实验 (/plant/labs; labs.list / labs.edit): trials that compare 2–8 batches of the factory grown with
 * different recipes, each batch labelled with the variable it stands for. The trial page lines the batches up
 * side by side from their detail and climate (the planting module's own reads).
 */

export const TRIAL_STATUSES = ['planned', 'running', 'done'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];
export const TRIAL_STATUS_LABELS: Record<TrialStatus, string> = { planned: '计划中', running: '进行中', done: '已完成' };
export const TRIAL_BATCHES_MIN = 2;
export const TRIAL_BATCHES_MAX = 8;
/** A common 60 × 30 cm growing tray; the facility tables hold no floor areas, so each trial names its dish size. */
export const DISH_M2_DEFAULT = 0.18;

export const trialIdSchema = idSchema('实验编号', 'trial_id');
export const trialStatusSchema = z.enum(TRIAL_STATUSES, { error: `实验状态 status 只能是 ${TRIAL_STATUSES.join('、')}` });

export const trialBatchBodySchema = z.object({
  batch_id: batchIdSchema,
  /** The recipe variable this batch stands for, e.g. 「密度 9 株/盘」. */
  label: textSchema('对比变量', 32, { min: 1, minMsg: '请为每个批次填写对比变量（如「密度 9 株/盘」）' }),
});

export const saveTrialBodySchema = z
  .object({
    fid: fidSchema,
    trial_id: trialIdSchema.optional(),
    name: textSchema('实验名称', 64, { min: 2, minMsg: '实验名称至少 2 个字' }),
    goal: textSchema('实验目的', 500, { multiline: true }).default(''),
    status: trialStatusSchema.default('planned'),
    start_date: daySchema('开始日期', 'start_date'),
    end_date: daySchema('结束日期', 'end_date').nullable().default(null),
    dish_m2: decimalSchema('每盘面积 dish_m2', { min: 0.01, max: 10, scale: 3 }).default(DISH_M2_DEFAULT),
    batches: z
      .array(trialBatchBodySchema, { error: '对比批次 batches 须为列表' })
      .min(TRIAL_BATCHES_MIN, `对比批次至少 ${TRIAL_BATCHES_MIN} 个`)
      .max(TRIAL_BATCHES_MAX, `对比批次最多 ${TRIAL_BATCHES_MAX} 个`),
    remark: remarkSchema,
  })
  .superRefine((b, ctx) => {
    const ids = b.batches.map((x) => x.batch_id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['batches'], message: '同一批次在实验中只能出现一次' });
    if (b.end_date !== null && b.end_date < b.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期 end_date 不能早于开始日期' });
  });
export type SaveTrialBody = z.infer<typeof saveTrialBodySchema>;

export const trialListBodySchema = listBodySchema({
  /** Words of the name, goal, remark, a batch number or a variable label. */
  kw: kwSchema,
  crop: textSchema('作物', 32).optional(),
  status: trialStatusSchema.optional(),
});
export const trialRefBodySchema = z.object({ fid: fidSchema, trial_id: trialIdSchema });
export const trialBatchOptionsBodySchema = z.object({ fid: fidSchema, kw: kwSchema });

// ── What the server answers ────────────────────────────────────────────────────────────────────────
const trialBatchRefSchema = z.object({ ...batchRefView, label: z.string() });

export const trialSchema = z.object({
  trial_id: z.number(),
  name: z.string(),
  goal: z.string(),
  status: trialStatusSchema,
  start_date: z.string(),
  end_date: z.string().nullable(),
  dish_m2: z.number(),
  batches: z.array(trialBatchRefSchema),
  remark: z.string(),
  created_by_name: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TrialView = z.infer<typeof trialSchema>;

export const trialBatchOptionSchema = z.object({
  ...batchRefView,
  sow_date: z.string(),
  status: z.enum(BATCH_STATUSES),
});

const avgSchema = z.number().nullable();
/** One batch of the trial: its recipe, phases, yield, losses and climate. */
export const trialColumnSchema = z.object({
  batch_id: z.number(),
  batch_no: z.string(),
  label: z.string(),
  ...cropView,
  spec_ver: z.number(),
  sow_date: z.string(),
  status: z.enum(BATCH_STATUSES),
  phases: z.array(
    z.object({
      phase: z.enum(PLANT_PHASES),
      area_kind: z.enum(AREA_KINDS),
      /** Plants per dish at the spec's density (growing phases). */
      plants_per_dish: z.number().nullable(),
      planned_days: z.number(),
      actual_days: z.number().nullable(),
      areas: z.array(z.object({ area_id: z.number(), name: z.string() })),
      /** The climate targets of the phase's area kind (factory settings), when set. */
      targets: climateTargetsSchema.nullable(),
    }),
  ),
  plants_sown: z.number(),
  plants_harvested: z.number(),
  plants_lost: z.number(),
  /** Lost plants over plants sown, %. */
  loss_pct: z.number().nullable(),
  losses: z.array(z.object({ reason: z.enum(LOSS_REASONS), plants: z.number() })),
  kg: z.number(),
  kg_per_dish: z.number().nullable(),
  expected_kg_per_dish: z.number(),
  /** kg per dish over the trial's dish area. */
  kg_per_m2: z.number().nullable(),
  /** Hour-weighted averages over the growing phases; DLI and light hours per whole day. */
  climate: z.object({ air_temp: avgSchema, humidity: avgSchema, co2: avgSchema, dli: avgSchema, light_hours: avgSchema, hours: z.number() }),
  days: z.array(z.object({ day: z.string(), phase: z.enum(GROWING_PHASES), air_temp: avgSchema, humidity: avgSchema, co2: avgSchema, dli: avgSchema })),
});
export type TrialColumn = z.infer<typeof trialColumnSchema>;

export const trialDetailSchema = z.object({ trial: trialSchema, columns: z.array(trialColumnSchema) });
export type TrialDetail = z.infer<typeof trialDetailSchema>;

// ── The calls ─────────────────────────────────────────────────────────────────────────────────────
const { list: labsList, edit: labsEdit } = pageCallsOf('实验', 'labs');

export const getLabList = labsList.post('/api/get_lab_list', { summary: '实验列表（按作物、状态、关键字筛选）', body: trialListBodySchema, data: pagedSchema(trialSchema) });

export const getLab = labsList.post('/api/get_lab', { summary: '实验详情：各批次并列的配方、各阶段天数、单盘与每平方米产量、损耗和环境', body: trialRefBodySchema, data: trialDetailSchema });

export const getLabBatchOptions = labsEdit.post('/api/get_lab_batch_options', { summary: '可选入实验的本工厂批次（最新 50 个）', body: trialBatchOptionsBodySchema, data: z.array(trialBatchOptionSchema) });

/** Its reply message comes from the service (new or edited). */
export const saveLab = labsEdit.post('/api/save_lab', { summary: '新建或修改实验', body: saveTrialBodySchema, data: trialSchema });

export const deleteLab = labsEdit.post('/api/delete_lab', { summary: '删除实验（批次本身不受影响）', body: trialRefBodySchema, data: null });
