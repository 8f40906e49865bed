import { z } from 'zod';
import { facBodySchema, fidSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { pageCallsOf } from '../contract/call.js';
import { dateTimeSchema, idSchema, monthDaySchema, textSchema } from '../api/fields.js';
import { REPEAT_PERIODS } from '../labels/enum-labels.js';
import { EXEC_RESULTS, OTHERWISE_MODES, RULE_ACTIONS, RULE_DEFAULTS, RULE_OPERATORS } from './rule.js';

/**
 * Strategies (控制策略): the shape of a strategy as it is edited and stored, and the calls' bodies and replies
 * (switch locks: switch-lock.api.ts). Response schemas describe exactly what the server sends; instants leave it as
 * `Date.toISOString()`.
 */

const isoTime = z.iso.datetime();
const ruleIdSchema = idSchema('策略编号', 'rule_id');

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间须为 HH:mm 格式，如 18:00');
const mmdd = monthDaySchema('日期');
// Piped into a number so the replies that carry a stored strategy document point_id as the number it becomes.
const pointId = idSchema('点位编号', 'point_id', { unset: '请选择点位' }).pipe(z.number());

export const ruleConditionSchema = z.object({
  point_id: pointId,
  op: z.enum(RULE_OPERATORS, { error: '比较方式只能是 等于/大于/大于等于/小于/小于等于' }),
  value: z.number({ error: '请填写条件的数值' }).finite('条件数值必须是有限数字'),
  /** Hysteresis band: once met, the condition holds until the value is this far back on the other side. */
  hysteresis: z.number({ error: '回差必须是数字' }).min(0, '回差不能为负数').max(1e6).default(0),
  /** The condition must hold continuously this long before it counts. */
  for_min: z
    .number({ error: '持续时间必须是数字' })
    .int('持续时间须为整数分钟')
    .min(0, '持续时间不能为负数')
    .max(1440, '持续时间不能超过 1440 分钟')
    .default(0),
});
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

export const ruleStepSchema = z.discriminatedUnion('act_type', [
  z.object({
    act_type: z.literal('switch'),
    point_id: pointId,
    action: z.enum(RULE_ACTIONS, { error: '动作只能是 打开/关闭/设为数值/保持' }),
    value: z.number({ error: '数值必须是数字' }).finite().nullable().default(null),
  }),
  z.object({
    act_type: z.literal('delay'),
    delay_s: z.number({ error: '延时必须是数字' }).int('延时须为整数秒').min(1, '延时至少 1 秒').max(86_400, '延时不能超过 24 小时'),
  }),
]);
export type RuleStep = z.infer<typeof ruleStepSchema>;
export type RuleSwitchStep = Extract<RuleStep, { act_type: 'switch' }>;

export const ruleWindowSchema = z.object({ start: hhmm, end: hhmm });
export type RuleWindow = z.infer<typeof ruleWindowSchema>;

export const ruleRepeatSchema = z.object({
  period: z.enum(REPEAT_PERIODS, { error: '重复周期只能是 d/w/m/y' }),
  /** 1 Monday … 7 Sunday (period w). */
  weekdays: z.array(z.number().int().min(1, '星期须在 1–7 之间').max(7, '星期须在 1–7 之间')).max(7).default([]),
  /** Days of the month 1–31 (period m). */
  monthdays: z.array(z.number().int().min(1, '日期须在 1–31 之间').max(31, '日期须在 1–31 之间')).max(31).default([]),
  /** Yearly date range MM-DD … MM-DD, may wrap the new year (period y). */
  date_from: mmdd.nullable().default(null),
  date_to: mmdd.nullable().default(null),
});
export type RuleRepeat = z.infer<typeof ruleRepeatSchema>;

/** A whole number in [min, max], each bound with its own message. */
const wholeNumber = (label: string, [min, minMsg]: [number, string], [max, maxMsg]: [number, string]) =>
  z
    .number({ error: `${label}必须是数字` })
    .int()
    .min(min, minMsg)
    .max(max, maxMsg);

/** The editable fields of a strategy. */
export const ruleFieldsSchema = z.object({
  name: textSchema('策略名称', 64, { min: 2, minMsg: '策略名称至少 2 个字符' }),
  enabled: z.boolean().default(true),
  priority: z.number({ error: '优先级必须是数字' }).int('优先级须为整数').min(0, '优先级须在 0–100 之间').max(100, '优先级须在 0–100 之间').default(50),
  match: z.enum(['all', 'any'], { error: '条件组合只能是 all（全部满足）或 any（任一满足）' }).default('all'),
  conditions: z.array(ruleConditionSchema).max(10, '条件最多 10 个').default([]),
  windows: z.array(ruleWindowSchema).max(6, '时段最多 6 个').default([]),
  repeat: ruleRepeatSchema.default({ period: 'd', weekdays: [], monthdays: [], date_from: null, date_to: null }),
  actions: z.array(ruleStepSchema).max(30, '动作最多 30 步').default([]),
  otherwise: z.enum(OTHERWISE_MODES, { error: '结束时的处理只能是 keep 或 reverse' }).default('keep'),
  max_age_min: wholeNumber('数据有效期', [1, '数据有效期至少 1 分钟'], [1440, '数据有效期不能超过 1440 分钟']).default(RULE_DEFAULTS.maxAgeMin),
  min_interval_s: wholeNumber('最短指令间隔', [0, '最短指令间隔不能为负数'], [3600, '最短指令间隔不能超过 3600 秒']).default(RULE_DEFAULTS.minIntervalS),
});

/** The editable body of a strategy; cross-field rules that need the factory's points live in the server. */
export const ruleBodySchema = ruleFieldsSchema.superRefine((r, ctx) => {
  const switches = r.actions.filter((a) => a.act_type === 'switch');
  if (switches.length === 0) ctx.addIssue({ code: 'custom', path: ['actions'], message: '动作列表不能为空：至少添加一个开关动作' });
  switches.forEach((a) => {
    if (a.action === 'number' && a.value === null) ctx.addIssue({ code: 'custom', path: ['actions'], message: '「设为数值」的动作须填写数值' });
  });
  if (r.repeat.period === 'w' && r.repeat.weekdays.length === 0)
    ctx.addIssue({ code: 'custom', path: ['repeat', 'weekdays'], message: '每周重复须至少选择一天' });
  if (r.repeat.period === 'm' && r.repeat.monthdays.length === 0)
    ctx.addIssue({ code: 'custom', path: ['repeat', 'monthdays'], message: '每月重复须至少选择一个日期' });
  if (r.repeat.period === 'y' && (!r.repeat.date_from || !r.repeat.date_to))
    ctx.addIssue({ code: 'custom', path: ['repeat', 'date_from'], message: '每年重复须填写起止日期（MM-DD）' });
});
export type RuleBody = z.infer<typeof ruleBodySchema>;

export const ruleFacBodySchema = facBodySchema;
export const ruleRefBodySchema = z.object({ fid: fidSchema, rule_id: ruleIdSchema });
export const createRuleBodySchema = ruleBodySchema.and(facBodySchema);
export const updateRuleBodySchema = ruleBodySchema.and(ruleRefBodySchema);
export const enableRuleBodySchema = ruleRefBodySchema.extend({ enabled: z.boolean({ error: 'enabled 必须是 true 或 false' }) });
/** A dry run of the edited (possibly unsaved) strategy; rule_id lets it weigh itself against its saved self. */
export const testRuleBodySchema = ruleBodySchema.and(z.object({ fid: fidSchema, rule_id: ruleIdSchema.nullable().optional() }));
export const ruleExecListBodySchema = listBodySchema({
  rule_id: ruleIdSchema.optional(),
  result: z.enum(EXEC_RESULTS, { error: '结果筛选无效' }).optional(),
  start: dateTimeSchema('开始时间', 'start').optional(),
  end: dateTimeSchema('结束时间', 'end').optional(),
});
export type RuleExecListBody = z.infer<typeof ruleExecListBodySchema>;
export const ruleExecRefBodySchema = z.object({ fid: fidSchema, exec_id: idSchema('记录编号', 'exec_id') });

/** A saved strategy. */
export const ruleSchema = ruleFieldsSchema.extend({
  rule_id: z.number(),
  /** The strategy format it was saved in (STRATEGY_LATEST_VERSION at the time). */
  version: z.string(),
  updated_at: isoTime,
});
export type Rule = z.infer<typeof ruleSchema>;

/** What the engine makes of a strategy now; disabled ones are not evaluated. */
export const RULE_STATUSES = ['active', 'inactive', 'stale', 'waiting', 'disabled'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

/** A row of the strategy list: the strategy, its sentences (delays left out), its state and last record. */
export const ruleListItemSchema = ruleSchema.extend({
  summary_conditions: z.string(),
  summary_schedule: z.string(),
  summary_actions: z.string(),
  status: z.enum(RULE_STATUSES),
  last_exec: z.object({ exec_id: z.number(), at: isoTime, result: z.string(), result_label: z.string() }).nullable(),
});
export type RuleListItem = z.infer<typeof ruleListItemSchema>;

/** A point a strategy may use, with its current value, switch state and lock. */
export const rulePointSchema = z.object({
  point_id: z.number(),
  code: z.string(),
  kind: z.enum(['sensor', 'switch', 'meter']),
  name: z.string(),
  unit: z.string(),
  writable: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** 区域 · 网关, or the gateway alone. */
  group: z.string(),
  value: z.number().nullable(),
  ts: isoTime.nullable(),
  on: z.boolean().nullable(),
  lock: z.object({ until: isoTime, cname: z.string() }).nullable(),
});
export type RulePoint = z.infer<typeof rulePointSchema>;

/** The reading a condition was judged on, kept in the execution record. */
export const execTriggerSchema = z.object({ point_id: z.number(), name: z.string(), unit: z.string(), v: z.number().nullable(), ts: isoTime.nullable() });
export type ExecTrigger = z.infer<typeof execTriggerSchema>;

/** One switch step of an execution record: what was wanted, when, and what became of it. */
export const execStepSchema = z.object({
  index: z.number(),
  point_id: z.number(), name: z.string(),
  action: z.string(), value: z.number().nullable(),
  due_at: isoTime,
  status: z.string(),
  note: z.string(),
  req_id: z.string().nullable(),
  /** The control request's status once sent. */
  outcome: z.string().nullable(),
});
export type ExecStep = z.infer<typeof execStepSchema>;

/** enter — the strategy came into force; exit — it ended (reverse actions); blocked — it could not evaluate. */
export const EXEC_PHASES = ['enter', 'exit', 'blocked'] as const;

export const ruleExecSchema = z.object({
  exec_id: z.number(),
  rule_id: z.number(),
  rule_name: z.string(),
  phase: z.enum(EXEC_PHASES),
  result: z.string(),
  result_label: z.string(),
  reason: z.string(),
  trigger: z.array(execTriggerSchema),
  steps: z.array(execStepSchema),
  at: isoTime,
  updated_at: isoTime,
});
export type RuleExec = z.infer<typeof ruleExecSchema>;

const ruleBriefSchema = z.object({ rule_id: z.number(), name: z.string(), summary: z.string() });

/** 策略中心: counts, what runs and what is blocked now, results of the last 24 hours, the latest records. */
export const rulesOverviewSchema = z.object({
  total_ct: z.number(),
  enabled_ct: z.number(),
  active: z.array(ruleBriefSchema),
  stale: z.array(ruleBriefSchema),
  results_24h: z.array(z.object({ result: z.string(), label: z.string(), n: z.number() })),
  recent: z.array(ruleExecSchema),
});
export type RulesOverview = z.infer<typeof rulesOverviewSchema>;

/** 试运行: the verdict with the current values, each condition as judged and each step as the engine would decide it. */
export const ruleDryRunSchema = z.object({
  in_window: z.boolean(),
  active: z.boolean(),
  verdict: z.string(),
  conditions: z.array(z.object({ text: z.string(), value: z.number().nullable(), ts: isoTime.nullable(), stale: z.boolean(), met: z.boolean() })),
  steps: z.array(z.object({ text: z.string(), after_s: z.number(), outcome: z.string() })),
});
export type RuleDryRun = z.infer<typeof ruleDryRunSchema>;

const { list, edit } = pageCallsOf('控制策略', ['iot.list', 'cfg.iot.edit']);

export const getIotRuleList = list.post('/api/get_iot_rule_list', { summary: '控制策略列表（条件与动作摘要，不含延时项；最近一次执行）', body: facBodySchema, data: z.array(ruleListItemSchema) });

export const getIotRule = list.post('/api/get_iot_rule', { summary: '一条策略', body: ruleRefBodySchema, data: ruleSchema });

export const getIotRulePoints = list.post('/api/get_iot_rule_points', { summary: '策略可用的点位（按区域/网关分组，带单位、当前值与锁定）', body: facBodySchema, data: z.array(rulePointSchema) });

export const getIotRulesOverview = list.post('/api/get_iot_rules_overview', { summary: '策略中心：数量、运行中与受阻的策略、最近执行', body: facBodySchema, data: rulesOverviewSchema });

export const createIotRule = edit.post('/api/create_iot_rule', { summary: '新建策略', body: createRuleBodySchema, data: ruleSchema, msg: '策略已保存' });

export const updateIotRule = edit.post('/api/update_iot_rule', { summary: '修改策略', body: updateRuleBodySchema, data: ruleSchema, msg: '策略已保存' });

/** Its message says 已启用 or 已停用. */
export const enableIotRule = edit.post('/api/enable_iot_rule', { summary: '启用或停用策略', body: enableRuleBodySchema, data: null });

export const deleteIotRule = edit.post('/api/delete_iot_rule', { summary: '删除策略（执行记录保留）', body: ruleRefBodySchema, data: null, msg: '策略已删除' });

export const testIotRule = list.post('/api/test_iot_rule', { summary: '试运行：用当前数值评估策略，显示会发生什么，不下发指令', body: testRuleBodySchema, data: ruleDryRunSchema });

export const getIotRuleExecList = list.post('/api/get_iot_rule_exec_list', { summary: '策略执行记录（按策略、时间、结果筛选）', body: ruleExecListBodySchema, data: pagedSchema(ruleExecSchema) });

export const getIotRuleExec = list.post('/api/get_iot_rule_exec', { summary: '一条执行记录（触发值、动作、指令及结果）', body: ruleExecRefBodySchema, data: ruleExecSchema });
