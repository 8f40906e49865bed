import { z } from 'zod';
import { STRATEGY_LATEST_VERSION } from '../constants.js';
import { idSchema, monthDaySchema, textSchema } from '../api/fields.js';
import { CONDITION_OPERATORS, REPEAT_PERIODS, type ConditionOperator, type RepeatPeriod } from '../labels/enum-labels.js';

/** Spec §4 condition operators and their Chinese labels. */
export const RULE_OPERATORS = CONDITION_OPERATORS;
export type RuleOperator = ConditionOperator;
export const OPERATOR_LABELS: Record<RuleOperator, string> = { eq: '等于', gt: '大于', gte: '大于等于', lt: '小于', lte: '小于等于' };

/**
 * Spec §4 action values. `expend` (保持) claims the switch and keeps its current state: nothing is sent, but
 * lower-priority strategies cannot drive it while this strategy is in force.
 */
export const RULE_ACTIONS = ['open', 'close', 'number', 'expend'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
export const RULE_ACTION_LABELS: Record<RuleAction, string> = { open: '打开', close: '关闭', number: '设为', expend: '保持当前状态' };

/** Spec §4 repeat periods. */
export const REPEAT_LABELS: Record<RepeatPeriod, string> = { d: '每天', w: '每周', m: '每月', y: '每年' };
export const WEEKDAY_LABELS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/**
 * What happens when a strategy stops being in force (window ended, conditions cleared):
 * keep — nothing is sent, switches stay as they are; reverse — opened switches are closed, closed ones opened,
 * numeric ones closed (e.g. lights on 18:00–06:00 and off outside).
 */
export const OTHERWISE_MODES = ['keep', 'reverse'] as const;
export type OtherwiseMode = (typeof OTHERWISE_MODES)[number];

export const RULE_DEFAULTS = { maxAgeMin: 10, minIntervalS: 60, version: STRATEGY_LATEST_VERSION } as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间须为 HH:mm 格式，如 18:00');
const mmdd = monthDaySchema('日期');
const pointId = idSchema('点位编号', 'point_id', { unset: '请选择点位' });

export const ruleConditionSchema = z.object({
  point_id: pointId,
  op: z.enum(RULE_OPERATORS, { error: '比较方式只能是 等于/大于/大于等于/小于/小于等于' }),
  value: z.number({ error: '请填写条件的数值' }).finite('条件数值必须是有限数字'),
  /** Hysteresis band: once met, the condition holds until the value is this far back on the other side. */
  hysteresis: z.number({ error: '回差必须是数字' }).min(0, '回差不能为负数').max(1e6).default(0),
  /** The condition must hold continuously this long before it counts. */
  for_min: z.number({ error: '持续时间必须是数字' }).int('持续时间须为整数分钟').min(0, '持续时间不能为负数').max(1440, '持续时间不能超过 1440 分钟').default(0),
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

/** The editable body of a strategy; cross-field rules that need the factory's points live in the server. */
export const ruleBodySchema = z
  .object({
    name: textSchema('策略名称', 64, { min: 2, minMsg: '策略名称至少 2 个字符' }),
    enabled: z.boolean().default(true),
    priority: z.number({ error: '优先级必须是数字' }).int('优先级须为整数').min(0, '优先级须在 0–100 之间').max(100, '优先级须在 0–100 之间').default(50),
    match: z.enum(['all', 'any'], { error: '条件组合只能是 all（全部满足）或 any（任一满足）' }).default('all'),
    conditions: z.array(ruleConditionSchema).max(10, '条件最多 10 个').default([]),
    windows: z.array(ruleWindowSchema).max(6, '时段最多 6 个').default([]),
    repeat: ruleRepeatSchema.default({ period: 'd', weekdays: [], monthdays: [], date_from: null, date_to: null }),
    actions: z.array(ruleStepSchema).max(30, '动作最多 30 步').default([]),
    otherwise: z.enum(OTHERWISE_MODES, { error: '结束时的处理只能是 keep 或 reverse' }).default('keep'),
    max_age_min: z.number({ error: '数据有效期必须是数字' }).int().min(1, '数据有效期至少 1 分钟').max(1440, '数据有效期不能超过 1440 分钟').default(RULE_DEFAULTS.maxAgeMin),
    min_interval_s: z.number({ error: '最短指令间隔必须是数字' }).int().min(0, '最短指令间隔不能为负数').max(3600, '最短指令间隔不能超过 3600 秒').default(RULE_DEFAULTS.minIntervalS),
  })
  .superRefine((r, ctx) => {
    const switches = r.actions.filter((a) => a.act_type === 'switch');
    if (switches.length === 0) ctx.addIssue({ code: 'custom', path: ['actions'], message: '动作列表不能为空：至少添加一个开关动作' });
    switches.forEach((a) => {
      if (a.action === 'number' && a.value === null) ctx.addIssue({ code: 'custom', path: ['actions'], message: '「设为数值」的动作须填写数值' });
    });
    if (r.repeat.period === 'w' && r.repeat.weekdays.length === 0) ctx.addIssue({ code: 'custom', path: ['repeat', 'weekdays'], message: '每周重复须至少选择一天' });
    if (r.repeat.period === 'm' && r.repeat.monthdays.length === 0) ctx.addIssue({ code: 'custom', path: ['repeat', 'monthdays'], message: '每月重复须至少选择一个日期' });
    if (r.repeat.period === 'y' && (!r.repeat.date_from || !r.repeat.date_to)) ctx.addIssue({ code: 'custom', path: ['repeat', 'date_from'], message: '每年重复须填写起止日期（MM-DD）' });
  });
export type RuleBody = z.infer<typeof ruleBodySchema>;

/** Why an execution record did or did not act. */
export const EXEC_RESULTS = ['acted', 'in_state', 'stale', 'lost', 'locked', 'failed', 'waiting'] as const;
export type ExecResult = (typeof EXEC_RESULTS)[number];
export const EXEC_RESULT_LABELS: Record<ExecResult, string> = {
  acted: '已执行',
  in_state: '已处于目标状态',
  stale: '数据过期未执行',
  lost: '优先级较低未执行',
  locked: '开关已锁定未执行',
  failed: '执行失败',
  waiting: '等待中',
};

/** One switch step of an execution: what was wanted and what became of it. */
export const STEP_STATUSES = ['waiting', 'sent', 'in_state', 'lost', 'locked', 'held', 'superseded', 'error'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  waiting: '等待执行',
  sent: '已下发',
  in_state: '已是目标状态，未重复下发',
  lost: '被更高优先级策略占用',
  locked: '开关被手动锁定',
  held: '保持当前状态',
  superseded: '已被后续变化取代',
  error: '下发失败',
};
