/** Spec §4 enumerations with their Chinese labels. Unknown values label as undefined. */

export const PLANT_PHASES = ['grow_seedling', 'sprouting', 'grow', 'pick', 'tmp_storage', 'storage'] as const;
export type PlantPhase = (typeof PLANT_PHASES)[number];
export const PLANT_PHASE_LABELS: Readonly<Record<PlantPhase, string>> = {
  grow_seedling: '育苗',
  sprouting: '催芽',
  grow: '生长',
  pick: '采收',
  tmp_storage: '暂存',
  storage: '入库',
};

export const INSPECTION_RESULTS = ['-', 'ok', 'act_ok', 'err', 'ignore'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const INSPECTION_RESULT_LABELS: Readonly<Record<InspectionResult, string>> = {
  '-': '未巡检',
  ok: '正常',
  act_ok: '处理后正常',
  err: '异常',
  ignore: '不适用',
};

export const SWITCH_STATES = ['close', 'open'] as const;
export type SwitchState = (typeof SWITCH_STATES)[number];
export const SWITCH_STATE_LABELS: Readonly<Record<SwitchState, string>> = { close: '关闭', open: '开启' };

export const INSPECTION_PERIODS = ['y', 's', 'm', 'w', 'd'] as const;
export type InspectionPeriod = (typeof INSPECTION_PERIODS)[number];
export const INSPECTION_PERIOD_LABELS: Readonly<Record<InspectionPeriod, string>> = { y: '年', s: '季', m: '月', w: '周', d: '日' };

export const REPEAT_PERIODS = ['d', 'w', 'm', 'y'] as const;
export type RepeatPeriod = (typeof REPEAT_PERIODS)[number];
export const REPEAT_PERIOD_LABELS: Readonly<Record<RepeatPeriod, string>> = { d: '日', w: '周', m: '月', y: '年' };

export const CONDITION_OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export const CONDITION_OPERATOR_LABELS: Readonly<Record<ConditionOperator, { symbol: string; label: string }>> = {
  eq: { symbol: '=', label: '等于' },
  gt: { symbol: '>', label: '大于' },
  gte: { symbol: '≥', label: '大于等于' },
  lt: { symbol: '<', label: '小于' },
  lte: { symbol: '≤', label: '小于等于' },
};

/** Spec §4 action value: open, close, expend, or a number. */
export type ActionValue = 'open' | 'close' | 'expend' | number;
export function isActionValue(v: unknown): v is ActionValue {
  return v === 'open' || v === 'close' || v === 'expend' || (typeof v === 'number' && Number.isFinite(v));
}

function labelOf<K extends string>(map: Readonly<Record<K, string>>, value: unknown): string | undefined {
  return typeof value === 'string' && Object.hasOwn(map, value) ? map[value as K] : undefined;
}

export const phaseLabel = (v: unknown) => labelOf(PLANT_PHASE_LABELS, v);
export const inspectionResultLabel = (v: unknown) => labelOf(INSPECTION_RESULT_LABELS, v);
export const switchStateLabel = (v: unknown) => labelOf(SWITCH_STATE_LABELS, v);
export const inspectionPeriodLabel = (v: unknown) => labelOf(INSPECTION_PERIOD_LABELS, v);
export const repeatPeriodLabel = (v: unknown) => labelOf(REPEAT_PERIOD_LABELS, v);
export const isConditionOperator = (v: unknown): v is ConditionOperator => typeof v === 'string' && (CONDITION_OPERATORS as readonly string[]).includes(v);

/** Evaluates `value op threshold` for a condition operator. */
export function compare(op: ConditionOperator, value: number, threshold: number): boolean {
  switch (op) {
    case 'eq':
      return value === threshold;
    case 'gt':
      return value > threshold;
    case 'gte':
      return value >= threshold;
    case 'lt':
      return value < threshold;
    case 'lte':
      return value <= threshold;
  }
}
