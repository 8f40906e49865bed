import { OPERATOR_LABELS, REPEAT_LABELS, RULE_ACTION_LABELS, WEEKDAY_LABELS } from './rule.js';
import type { RuleBody, RuleCondition, RuleRepeat, RuleStep, RuleWindow } from './rule.api.js';
import { windowKind } from './rule-eval.js';

/** How a point reads in a sentence: 「栽培一区 空气温度」 with its unit. */
export type PointLabel = { name: string; unit: string };
export type PointLookup = (pointId: number) => PointLabel | undefined;

const nameOf = (points: PointLookup, id: number) => points(id)?.name ?? `点位 #${id}`;

/** 「栽培一区 空气温度 大于 28 °C（回差 1）持续 5 分钟」 */
export function describeCondition(c: RuleCondition, points: PointLookup): string {
  const unit = points(c.point_id)?.unit ?? '';
  const band = c.hysteresis > 0 ? `（回差 ${c.hysteresis}${unit ? ` ${unit}` : ''}）` : '';
  const lasting = c.for_min > 0 ? ` 持续 ${c.for_min} 分钟` : '';
  return `${nameOf(points, c.point_id)} ${OPERATOR_LABELS[c.op]} ${c.value}${unit ? ` ${unit}` : ''}${band}${lasting}`;
}

export function describeConditions(r: Pick<RuleBody, 'conditions' | 'match'>, points: PointLookup): string {
  if (r.conditions.length === 0) return '无条件（按时段执行）';
  return r.conditions.map((c) => describeCondition(c, points)).join(r.match === 'all' ? ' 且 ' : ' 或 ');
}

/** One step; delays read 「等待 30 秒」. */
export function describeStep(s: RuleStep, points: PointLookup): string {
  if (s.act_type === 'delay') return `等待 ${formatDelay(s.delay_s)}`;
  const unit = points(s.point_id)?.unit ?? '';
  const what = s.action === 'number' ? `${RULE_ACTION_LABELS.number} ${s.value ?? ''}${unit}` : RULE_ACTION_LABELS[s.action];
  return s.action === 'expend' ? `${nameOf(points, s.point_id)} ${what}` : `${what} ${nameOf(points, s.point_id)}`;
}

export function formatDelay(s: number): string {
  if (s % 3600 === 0) return `${s / 3600} 小时`;
  if (s % 60 === 0) return `${s / 60} 分钟`;
  return `${s} 秒`;
}

/** The list view (spec §3): delay items are skipped. */
export const describeActions = (steps: RuleStep[], points: PointLookup) =>
  steps
    .filter((s) => s.act_type !== 'delay')
    .map((s) => describeStep(s, points))
    .join('，');

export function describeWindow(w: RuleWindow): string {
  const kind = windowKind(w);
  if (kind === 'full') return '全天';
  return `${w.start}–${w.end}${kind === 'wrap' ? '（跨午夜）' : ''}`;
}

export function describeRepeat(r: RuleRepeat): string {
  if (r.period === 'w')
    return `每周 ${[...r.weekdays]
      .sort((a, b) => a - b)
      .map((d) => WEEKDAY_LABELS[d])
      .join('、')}`;
  if (r.period === 'm') return `每月 ${[...r.monthdays].sort((a, b) => a - b).join('、')} 日`;
  if (r.period === 'y') return `每年 ${r.date_from ?? '?'} 至 ${r.date_to ?? '?'}`;
  return REPEAT_LABELS.d;
}

export function describeSchedule(r: Pick<RuleBody, 'windows' | 'repeat'>): string {
  const windows = r.windows.length === 0 ? '全天' : r.windows.map(describeWindow).join('、');
  return `${describeRepeat(r.repeat)} ${windows}`;
}

/** The whole strategy in one sentence, as the editor shows it live. */
export function describeRule(r: Pick<RuleBody, 'conditions' | 'match' | 'windows' | 'repeat' | 'actions' | 'otherwise'>, points: PointLookup): string {
  const when = r.conditions.length === 0 ? `${describeSchedule(r)}内` : `${describeSchedule(r)}，当 ${describeConditions(r, points)} 时`;
  const steps = r.actions.map((s) => describeStep(s, points)).join(' → ') || '（尚无动作）';
  const after = r.otherwise === 'reverse' ? '；不再满足时反向执行（打开的关闭、关闭的打开、调值的关闭）' : '；不再满足时保持开关现状';
  return `${when} → ${steps}${after}`;
}
