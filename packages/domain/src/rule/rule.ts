import { STRATEGY_LATEST_VERSION } from '../constants.js';
import { CONDITION_OPERATORS, labelsOf, type ConditionOperator, type RepeatPeriod } from '../labels/enum-labels.js';

/**
 * The strategies' vocabulary: operators, actions, repeat periods, execution results and their Chinese labels.
 * The shapes of a strategy (conditions, steps, windows, repeat) and of its calls are in api/rule.api.ts.
 */

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
export const STEP_STATUS_LABELS = labelsOf(STEP_STATUSES, [
  '等待执行',
  '已下发',
  '已是目标状态，未重复下发',
  '被更高优先级策略占用',
  '开关被手动锁定',
  '保持当前状态',
  '已被后续变化取代',
  '下发失败',
]);
