/** Spec §4 enumerations with their Chinese labels. Unknown values label as undefined. */

/** Code → label, the labels given in the order of `codes` (one place spells each code). */
export function labelsOf<K extends string>(codes: readonly K[], labels: readonly string[]): Readonly<Record<K, string>> {
  if (labels.length !== codes.length) throw new Error(`labelsOf: ${codes.length} codes but ${labels.length} labels`);
  return Object.fromEntries(codes.map((c, i) => [c, labels[i]!])) as Record<K, string>;
}

/** A value's label from `map`, or undefined for anything that is not one of its codes (also `toString` and the like). */
export const labeller =
  <K extends string>(map: Readonly<Record<K, string>>) =>
  (v: unknown): string | undefined =>
    typeof v === 'string' && Object.hasOwn(map, v) ? map[v as K] : undefined;

export const PLANT_PHASES = ['grow_seedling', 'sprouting', 'grow', 'pick', 'tmp_storage', 'storage'] as const;
export type PlantPhase = (typeof PLANT_PHASES)[number];
export const PLANT_PHASE_LABELS = labelsOf(PLANT_PHASES, ['育苗', '催芽', '生长', '采收', '暂存', '入库']);

export const INSPECTION_RESULTS = ['-', 'ok', 'act_ok', 'err', 'ignore'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const INSPECTION_RESULT_LABELS = labelsOf(INSPECTION_RESULTS, ['未巡检', '正常', '处理后正常', '异常', '不适用']);

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

export const phaseLabel = labeller(PLANT_PHASE_LABELS);
export const inspectionResultLabel = labeller(INSPECTION_RESULT_LABELS);
export const switchStateLabel = labeller(SWITCH_STATE_LABELS);
export const inspectionPeriodLabel = labeller(INSPECTION_PERIOD_LABELS);
export const repeatPeriodLabel = labeller(REPEAT_PERIOD_LABELS);
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
