import { z } from 'zod';
import { facBodySchema, fidSchema, kwSchema, optionalFilters } from '../api/envelope.js';
import { idSchema, textSchema } from '../api/fields.js';
import { recordStatusSchema } from '../plant/plant-fields.js';
import { RECORD_STATUS } from '../auth/record-status.js';
import { pageCallsOf } from '../contract/call.js';
import { SI_DUE_DAY_MAX, SI_CASE_DAYS_DEFAULT } from './si-vocab.js';
import {
  caseDaysSchema,
  ciIdSchema,
  hhmmSchema,
  lateMinSchema,
  siAnswerKindSchema,
  siPeriodSchema,
  siReadingSchema,
  siTargetKindSchema,
  srIdSchema,
  uidSchema,
} from './si-fields.js';

/**
 * 巡检项配置 and 巡检规则 (/si/cfg/cmcfg, /si/cfg/rule; cfg.si.list to read, cfg.si.edit to change): what is checked
 * and how it is answered, and the rules that group items into plans by period. Editing either never rewrites a
 * record already made: a plan keeps its own copy of each item as it was when the plan was made.
 */

const editable = recordStatusSchema;
/** Spec §4 record status: del hides the item or rule for good, its records stay. */
const anyStatus = z.enum(RECORD_STATUS, { error: '状态 status 只能是 enabled（启用）、disabled（停用）或 del（删除）' });

// ── 巡检项 ─────────────────────────────────────────────────────────────────────────────────────────
export const saveSiItemBodySchema = z
  .object({
    ...{ fid: fidSchema, ci_id: ciIdSchema.optional() },
    name: textSchema('巡检项名称', 64, { min: 2, minMsg: '巡检项名称至少 2 个字' }),
    target_kind: siTargetKindSchema,
    /** The area, gateway or device checked (by target_kind); none for 其他. */
    target_id: idSchema('巡检对象', 'target_id').nullable().default(null),
    /** The target in words: required for 其他, a detail otherwise (e.g. 「3 号水泵」). */
    target_text: textSchema('对象说明', 64).default(''),
    method: textSchema('检查方法', 200, { multiline: true }).default(''),
    standard: textSchema('判定标准', 200, { multiline: true }).default(''),
    answer_kind: siAnswerKindSchema,
    unit: textSchema('单位', 16).default(''),
    min: siReadingSchema('下限 min').nullable().default(null),
    max: siReadingSchema('上限 max').nullable().default(null),
    photo_required: z.boolean({ error: '是否须拍照 photo_required 须为 true 或 false' }).default(false),
    /** An IoT point whose reading the hand reading is compared with (number items only). */
    point_id: idSchema('对比点位', 'point_id').nullable().default(null),
    tolerance: siReadingSchema('允许偏差 tolerance').nullable().default(null),
    sort_no: z.number().int().min(0).max(9999).default(0),
    status: editable.default('enabled'),
  })
  .superRefine((b, ctx) => {
    const bad = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.target_kind === 'other' && b.target_text.length < 2) bad('target_text', '巡检对象为「其他」时，请用至少 2 个字说明对象');
    if (b.target_kind !== 'other' && b.target_id === null) bad('target_id', '请选择巡检对象');
    if (b.answer_kind !== 'number' && (b.min !== null || b.max !== null || b.point_id !== null)) bad('answer_kind', '只有「数值」项可以设置范围和对比点位');
    if (b.min !== null && b.max !== null && b.min > b.max) bad('max', '上限不能小于下限');
    if (b.point_id !== null && (b.tolerance === null || b.tolerance < 0)) bad('tolerance', '设置了对比点位时，请填写不小于 0 的允许偏差');
  });
export type SaveSiItemBody = z.output<typeof saveSiItemBodySchema>;

/** How an item is checked and answered: the item's own fields, copied as they are into each record a plan makes. */
export const siItemHowView = {
  name: z.string(),
  target_kind: siTargetKindSchema,
  target_name: z.string().describe('对象的名称（区域「厂房 / 区域」、网关、设备），加上对象说明'),
  method: z.string(), standard: z.string(), answer_kind: siAnswerKindSchema, unit: z.string(),
  min: z.number().nullable(), max: z.number().nullable(), photo_required: z.boolean(),
  point_id: z.number().nullable(), point_name: z.string().nullable(), tolerance: z.number().nullable(),
};

export const siItemSchema = z.object({
  ci_id: z.number(),
  ...siItemHowView,
  target_id: z.number().nullable(), target_text: z.string(), sort_no: z.number(), status: recordStatusSchema,
  rule_ct: z.number().describe('引用该项的启用规则数'),
  updated_at: z.iso.datetime(),
});
export type SiItem = z.infer<typeof siItemSchema>;

export const siItemListFilterSchema = z.object({
  fid: fidSchema,
  kw: kwSchema,
  ...optionalFilters({ target_kind: siTargetKindSchema, answer_kind: siAnswerKindSchema, status: editable }),
});
export const siItemRefBodySchema = z.object({ fid: fidSchema, ci_id: ciIdSchema });
export const setSiItemStatusBodySchema = siItemRefBodySchema.extend({ status: anyStatus });
export const siItemOptionSchema = z.object({ ci_id: z.number(), name: z.string(), target_name: z.string(), answer_kind: siAnswerKindSchema });

// ── 巡检规则 ───────────────────────────────────────────────────────────────────────────────────────
export const saveSiRuleBodySchema = z
  .object({
    ...{ fid: fidSchema, sr_id: srIdSchema.optional() },
    name: textSchema('规则名称', 64, { min: 2, minMsg: '规则名称至少 2 个字' }),
    period: siPeriodSchema,
    /** Which day of the period the rule falls due on (1 = the period's first day). */
    due_day: z.number({ error: '到期日 due_day 必须是整数' }).int('到期日 due_day 必须是整数').min(1, '到期日 due_day 至少为 1').default(1),
    start_time: hhmmSchema('开始时间 start_time').default('08:00'),
    end_time: hhmmSchema('截止时间 end_time').default('10:00'),
    late_min: lateMinSchema.default(30),
    ci_ids: z.array(ciIdSchema, { error: '巡检项 ci_ids 须为列表' }).min(1, '请至少选择一个巡检项').max(100, '一条规则最多 100 个巡检项'),
    assignee_role_id: idSchema('负责角色', 'assignee_role_id').nullable().default(null),
    assignee_uids: z.array(uidSchema, { error: '负责人 assignee_uids 须为列表' }).max(20, '负责人最多 20 名').default([]),
    case_days: caseDaysSchema.default(SI_CASE_DAYS_DEFAULT),
    status: editable.default('enabled'),
    remark: textSchema('备注', 200, { multiline: true }).default(''),
  })
  .superRefine((b, ctx) => {
    const bad = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.due_day > SI_DUE_DAY_MAX[b.period]) bad('due_day', `该周期的到期日最大为第 ${SI_DUE_DAY_MAX[b.period]} 天`);
    if (new Set(b.ci_ids).size !== b.ci_ids.length) bad('ci_ids', '同一巡检项在规则中只能出现一次');
    if (new Set(b.assignee_uids).size !== b.assignee_uids.length) bad('assignee_uids', '负责人不能重复');
    if (b.assignee_role_id === null && b.assignee_uids.length === 0) bad('assignee_uids', '请指定负责角色或负责人');
    if (b.start_time === b.end_time) bad('end_time', '截止时间不能与开始时间相同');
  });
export type SaveSiRuleBody = z.output<typeof saveSiRuleBodySchema>;

export const siRuleSchema = z.object({
  sr_id: z.number(), name: z.string(), period: siPeriodSchema,
  due_day: z.number(), start_time: z.string(), end_time: z.string(), late_min: z.number(),
  items: z.array(z.object({ ci_id: z.number(), name: z.string(), target_name: z.string() })),
  item_ct: z.number(),
  assignee_role_id: z.number().nullable(), assignee_role_name: z.string().nullable(),
  assignees: z.array(z.object({ uid: z.number(), cname: z.string() })),
  assignee_names: z.string().describe('负责角色与负责人，顿号分隔'),
  case_days: z.number(), status: recordStatusSchema, remark: z.string(),
  next_due_at: z.iso.datetime().nullable().describe('启用规则的下一个计划截止时间'),
  plan_ct: z.number().describe('已生成的计划数'),
  updated_at: z.iso.datetime(),
});
export type SiRule = z.infer<typeof siRuleSchema>;

export const siRuleListFilterSchema = z.object({ fid: fidSchema, kw: kwSchema, ...optionalFilters({ period: siPeriodSchema, status: editable }) });
export const siRuleRefBodySchema = z.object({ fid: fidSchema, sr_id: srIdSchema });
export const setSiRuleStatusBodySchema = siRuleRefBodySchema.extend({ status: anyStatus });
export const siRuleOptionSchema = z.object({ sr_id: z.number(), name: z.string(), period: siPeriodSchema });

// ── Calls (lists: si-lists.ts) ─────────────────────────────────────────────────────────────────────
const { list, edit } = pageCallsOf('巡检配置', 'cfg.si', { module: 'si' });
export const saveSiItem = edit.post('/api/save_si_item', { summary: '新增或修改巡检项（对象、方法与标准、填写方式、范围、对比点位）', body: saveSiItemBodySchema, data: siItemSchema, msg: '巡检项已保存' });
export const setSiItemStatus = edit.post('/api/set_si_item_status', { summary: '启用、停用或删除巡检项（已有记录不受影响）', body: setSiItemStatusBodySchema, data: null, msg: '状态已更新' });
export const getSiItemOptions = list.post('/api/get_si_item_options', { summary: '启用的巡检项（规则表单的选项）', body: facBodySchema, data: z.array(siItemOptionSchema) });
export const saveSiRule = edit.post('/api/save_si_rule', { summary: '新增或修改巡检规则（周期、时间窗、负责人、巡检项）；已生成的计划不受影响，本周期尚未开始的计划按新规则重建', body: saveSiRuleBodySchema, data: siRuleSchema, msg: '巡检规则已保存' });
export const setSiRuleStatus = edit.post('/api/set_si_rule_status', { summary: '启用、停用或删除巡检规则（已生成的计划与记录保留）', body: setSiRuleStatusBodySchema, data: null, msg: '状态已更新' });
export const getSiRuleOptions = pageCallsOf('日常巡检', 'si', { module: 'si' }).list.post('/api/get_si_rule_options', { summary: '巡检规则（筛选的选项）', body: facBodySchema, data: z.array(siRuleOptionSchema) });
