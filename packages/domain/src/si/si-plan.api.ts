import { z } from 'zod';
import { fidSchema, kwSchema, optionalFilters } from '../api/envelope.js';
import { daySchema, textSchema } from '../api/fields.js';
import { pageCallsOf } from '../contract/call.js';
import { siItemHowView } from './si-cfg.api.js';
import {
  caseIdSchema,
  planIdSchema,
  rcdIdSchema,
  siAnswerSchema,
  siCaseFilterStatusSchema,
  siCaseStatusSchema,
  siNoteSchema,
  siPeriodSchema,
  siPhotosSchema,
  siPlanStatusSchema,
  siReadingSchema,
  siResultSchema,
  siTargetKindSchema,
  srIdSchema,
  uidSchema,
  ciIdSchema,
} from './si-fields.js';

/**
 * 巡检计划, 计划详情, 巡检记录 and 异常处理 (si.list to read; si.edit to fill plans and handle abnormalities). A plan is
 * one period of one rule; its records are the rule's items as they were when the plan was made, answered one by one
 * (each answer is saved at once, so a dropped connection loses nothing). Every `err` answer opens a case; handling
 * the case turns the record into `act_ok` and keeps the case's history.
 */

const isoTime = z.iso.datetime();
const photoSchema = z.object({ name: z.string(), url: z.string(), thumb_url: z.string() });
export type SiPhoto = z.infer<typeof photoSchema>;

// ── Plans ──────────────────────────────────────────────────────────────────────────────────────────
export const siPlanSchema = z.object({
  plan_id: z.number(), sr_id: z.number(), rule_name: z.string(),
  period: siPeriodSchema, period_start: z.string(), period_label: z.string(),
  window_start: isoTime, due_at: isoTime, late_at: isoTime,
  status: siPlanStatusSchema,
  late: z.boolean().describe('完成时间晚于截止时间加宽限'),
  item_ct: z.number(), answered_ct: z.number(), err_ct: z.number(),
  assignee_names: z.string(),
  done_at: isoTime.nullable(), done_by_name: z.string().nullable(),
});
export type SiPlan = z.infer<typeof siPlanSchema>;

/** A list's days from … to (local, inclusive): what each list counts by is said at the list. */
const dayRange = optionalFilters({ from: daySchema('开始日期', 'from'), to: daySchema('结束日期', 'to') });

/** Plans due in the days; `uid` / `mine`: only plans that member (or the caller) is assigned to, by name or by role. */
export const siPlanListFilterSchema = z.object({
  fid: fidSchema,
  ...dayRange,
  ...optionalFilters({ sr_id: srIdSchema, period: siPeriodSchema, status: siPlanStatusSchema, uid: uidSchema, mine: z.boolean() }),
});

export const siPlanRefBodySchema = z.object({ fid: fidSchema, plan_id: planIdSchema });

/** One item of a plan: the item as the plan copied it, the answer, and what the sensors and alarms say now. */
export const siRecordSchema = z.object({
  rcd_id: z.number(),
  ci_id: z.number(),
  ...siItemHowView,
  result: siResultSchema, value_num: z.number().nullable(), value_text: z.string(), photos: z.array(photoSchema), remark: z.string(),
  /** 低于下限 …: the number against the item's range at answer time. */
  problem: z.string().nullable(),
  iot_value: z.number().nullable().describe('作答时该点位的传感器读数'),
  iot_at: isoTime.nullable(),
  iot_drift: z.string().nullable().describe('手测与传感器读数之差超出允许偏差时的说明'),
  live_value: z.number().nullable().describe('点位当前读数'),
  live_at: isoTime.nullable(),
  open_alarm_ct: z.number().describe('巡检对象所在区域当前未关闭的物联网告警数'),
  open_alarm_titles: z.array(z.string()),
  answered_by_name: z.string().nullable(), answered_at: isoTime.nullable(),
  case_id: z.number().nullable(), case_status: siCaseStatusSchema.nullable(),
});
export type SiRecord = z.infer<typeof siRecordSchema>;

export const siPlanDetailSchema = z.object({
  plan: siPlanSchema,
  records: z.array(siRecordSchema),
  can_fill: z.boolean().describe('当前成员可作答（持有 si.edit 且计划未完成）'),
});
export type SiPlanDetail = z.infer<typeof siPlanDetailSchema>;

export const saveSiAnswerBodySchema = z.object({
  fid: fidSchema,
  plan_id: planIdSchema,
  rcd_id: rcdIdSchema,
  result: siAnswerSchema,
  value_num: siReadingSchema('读数 value_num').nullable().default(null),
  value_text: textSchema('填写内容', 200, { multiline: true }).default(''),
  photos: siPhotosSchema,
  remark: siNoteSchema('备注'),
});
export type SaveSiAnswerBody = z.output<typeof saveSiAnswerBodySchema>;

// ── Records ────────────────────────────────────────────────────────────────────────────────────────
export const siRecordRowSchema = z.object({
  rcd_id: z.number(), plan_id: z.number(), period_label: z.string(), rule_name: z.string(),
  item_name: z.string(), target_kind: siTargetKindSchema, target_name: z.string(), result: siResultSchema,
  value: z.string().describe('读数与单位，或填写的文字'),
  problem: z.string().nullable(), iot_drift: z.string().nullable(), remark: z.string(), photo_ct: z.number(),
  answered_by_name: z.string().nullable(), answered_at: isoTime.nullable(),
});
export type SiRecordRow = z.infer<typeof siRecordRowSchema>;

/** Records answered in the days; kw: words of the item, target or remark. */
export const siRecordListFilterSchema = z.object({
  fid: fidSchema,
  kw: kwSchema,
  ...dayRange,
  ...optionalFilters({ sr_id: srIdSchema, ci_id: ciIdSchema, target_kind: siTargetKindSchema, uid: uidSchema, result: siResultSchema }),
});

// ── Cases ──────────────────────────────────────────────────────────────────────────────────────────
export const siCaseSchema = z.object({
  case_id: z.number(), rcd_id: z.number(), plan_id: z.number(),
  period_label: z.string(), rule_name: z.string(), item_name: z.string(), target_name: z.string(),
  finding: z.string().describe('发现的问题：读数、说明与备注'),
  owner_uid: z.number().nullable(), owner_name: z.string().nullable(), deadline: z.string(), overdue: z.boolean(), status: siCaseStatusSchema,
  opened_at: isoTime, opened_by_name: z.string(), handled_at: isoTime.nullable(), handled_by_name: z.string().nullable(),
  handle_hours: z.number().nullable().describe('从发现到处理完成的小时数'),
});
export type SiCase = z.infer<typeof siCaseSchema>;

export const SI_CASE_ACTIONS = ['open', 'note', 'assign', 'handle', 'void'] as const;
export const SI_CASE_ACTION_LABELS = { open: '发现异常', note: '处理进展', assign: '指派', handle: '处理完成', void: '撤销' } as const;
export const siCaseLogSchema = z.object({ at: isoTime, by_name: z.string(), action: z.enum(SI_CASE_ACTIONS), note: z.string(), photos: z.array(photoSchema) });
export const siCaseDetailSchema = z.object({ case: siCaseSchema, record: siRecordSchema, logs: z.array(siCaseLogSchema), can_handle: z.boolean() });
export type SiCaseDetail = z.infer<typeof siCaseDetailSchema>;

/** Cases opened in the days. */
export const siCaseListFilterSchema = z.object({ fid: fidSchema, kw: kwSchema, ...dayRange, ...optionalFilters({ status: siCaseFilterStatusSchema, owner_uid: uidSchema }) });
export const siCaseRefBodySchema = z.object({ fid: fidSchema, case_id: caseIdSchema });
export const saveSiCaseNoteBodySchema = siCaseRefBodySchema.extend({ note: siNoteSchema('处理进展', 2), photos: siPhotosSchema });
export const handleSiCaseBodySchema = siCaseRefBodySchema.extend({ note: siNoteSchema('处理说明', 2), photos: siPhotosSchema });
export const assignSiCaseBodySchema = siCaseRefBodySchema.extend({ owner_uid: uidSchema, deadline: daySchema('整改期限', 'deadline') });

export const siPhotoFieldsSchema = z.object({ fid: fidSchema });
/** A photo from the phone's camera: JPEG, PNG or WebP by content, kept as WebP with a thumbnail. */
export const SI_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

// ── Calls (lists: si-lists.ts) ─────────────────────────────────────────────────────────────────────
const { list, edit } = pageCallsOf('日常巡检', 'si', { module: 'si' });
export const getSiPlanDetail = list.post('/api/get_si_plan_detail', { summary: '计划详情：各巡检项的标准、作答、照片、与传感器读数的对比和对象区域的告警', body: siPlanRefBodySchema, data: siPlanDetailSchema });
export const saveSiAnswer = edit.post('/api/save_si_answer', { summary: '保存一项的巡检结果（逐项即时保存）；异常项自动生成待处理的异常', body: saveSiAnswerBodySchema, data: siRecordSchema, msg: '已保存' });
export const finishSiPlan = edit.post('/api/finish_si_plan', { summary: '完成巡检计划（每一项都已作答后）', body: siPlanRefBodySchema, data: siPlanSchema, msg: '巡检已完成' });
export const uploadSiPhoto = edit.upload('/api/upload_si_photo', { summary: '上传巡检照片（?fid=；multipart 字段 file；JPEG/PNG/WebP 按内容识别，≤ 10 MiB；另存缩略图）', fields: siPhotoFieldsSchema, file: { maxBytes: SI_PHOTO_MAX_BYTES, what: '照片文件', tooBig: '照片不能超过 10 MB，请压缩后再上传' }, data: photoSchema, msg: '照片已上传' });
export const getSiCase = list.post('/api/get_si_case', { summary: '异常详情：发现时的记录与处理经过', body: siCaseRefBodySchema, data: siCaseDetailSchema });
export const saveSiCaseNote = edit.post('/api/save_si_case_note', { summary: '记录异常的处理进展（文字与照片）', body: saveSiCaseNoteBodySchema, data: siCaseDetailSchema, msg: '已记录' });
export const assignSiCase = edit.post('/api/assign_si_case', { summary: '指派异常的负责人与整改期限', body: assignSiCaseBodySchema, data: siCaseDetailSchema, msg: '已指派' });
export const handleSiCase = edit.post('/api/handle_si_case', { summary: '处理完成：该项记为「处理后正常」，保留处理经过', body: handleSiCaseBodySchema, data: siCaseDetailSchema, msg: '异常已处理' });
/** The home page's card: what is due today and what is open, for those who may see inspections. */
export const siHomeSchema = z.object({
  today_plans: z.number(), today_done: z.number(), overdue_plans: z.number(), open_cases: z.number(), overdue_cases: z.number(),
  cases: z.array(siCaseSchema).describe('最早到期的 5 个待处理异常'),
});
export const getSiHome = list.post('/api/get_si_home', { summary: '首页：今日计划、逾期计划与待处理异常', body: z.object({ fid: fidSchema }), data: siHomeSchema });
