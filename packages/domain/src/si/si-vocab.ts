import dayjs from 'dayjs';
// time-format extends dayjs with utc and timezone.
import { factoryTimeZone } from '../format/time-format.js';

/**
 * Daily inspections (日常巡检, module si): the words of spec §4 and the period arithmetic that both the server's plan
 * generation and the demo year use, so a plan made by either has the same period, window and due time.
 */

/** Spec §4 inspection period. */
export const SI_PERIODS = ['d', 'w', 'm', 's', 'y'] as const;
export type SiPeriod = (typeof SI_PERIODS)[number];
export const SI_PERIOD_LABELS: Readonly<Record<SiPeriod, string>> = { d: '每日', w: '每周', m: '每月', s: '每季', y: '每年' };

/** Spec §4 inspection result: '-' not inspected, ok, act_ok normal after handling, err abnormal, ignore not applicable. */
export const SI_RESULTS = ['-', 'ok', 'act_ok', 'err', 'ignore'] as const;
export type SiResult = (typeof SI_RESULTS)[number];
export const SI_RESULT_LABELS: Readonly<Record<SiResult, string>> = { '-': '未巡检', ok: '正常', act_ok: '处理后正常', err: '异常', ignore: '不适用' };
/** What an inspector may answer; act_ok only comes from handling a case. */
export const SI_ANSWERS = ['ok', 'err', 'ignore'] as const;
export type SiAnswer = (typeof SI_ANSWERS)[number];

/** How an item is answered: 正常/异常, a number with its unit and range, or text. */
export const SI_ANSWER_KINDS = ['check', 'number', 'text'] as const;
export type SiAnswerKind = (typeof SI_ANSWER_KINDS)[number];
export const SI_ANSWER_KIND_LABELS: Readonly<Record<SiAnswerKind, string>> = { check: '正常/异常', number: '数值', text: '文字' };

/** What an item checks: an area, a gateway, a device (equipment) or a target named in words. */
export const SI_TARGET_KINDS = ['area', 'gateway', 'device', 'other'] as const;
export type SiTargetKind = (typeof SI_TARGET_KINDS)[number];
export const SI_TARGET_KIND_LABELS: Readonly<Record<SiTargetKind, string>> = { area: '区域', gateway: '网关', device: '设备', other: '其他' };

/** A plan's state: derived from its answers, its finish and the clock, never stored. */
export const SI_PLAN_STATUSES = ['todo', 'doing', 'done', 'overdue'] as const;
export type SiPlanStatus = (typeof SI_PLAN_STATUSES)[number];
export const SI_PLAN_STATUS_LABELS: Readonly<Record<SiPlanStatus, string>> = { todo: '未开始', doing: '进行中', done: '已完成', overdue: '逾期' };

/** An abnormality's case: open until handled; void when the answer it came from was corrected before the plan was finished. */
export const SI_CASE_STATUSES = ['open', 'handled', 'void'] as const;
export type SiCaseStatus = (typeof SI_CASE_STATUSES)[number];
export const SI_CASE_STATUS_LABELS: Readonly<Record<SiCaseStatus, string>> = { open: '待处理', handled: '已处理', void: '已撤销' };

/** The last day of a period a rule may fall due on: every week has 7 days, every month 28, every quarter 90, every year 365. */
export const SI_DUE_DAY_MAX: Readonly<Record<SiPeriod, number>> = { d: 1, w: 7, m: 28, s: 90, y: 365 };
/** How many days an abnormality's case has by default before it is overdue. */
export const SI_CASE_DAYS_DEFAULT = 3;
/** A sensor reading older than this is not compared with a hand reading. */
export const SI_IOT_FRESH_MIN = 30;

const DAY = 'YYYY-MM-DD';
/** Calendar arithmetic on local dates, in UTC so no clock change shifts a day. */
const cal = (day: string) => dayjs.utc(day);

/** The first day (local 'YYYY-MM-DD') of the period that holds `day`: weeks start on Monday, quarters in Jan/Apr/Jul/Oct. */
export function periodStartOf(period: SiPeriod, day: string): string {
  const d = cal(day);
  if (period === 'd') return d.format(DAY);
  if (period === 'w') return d.subtract((d.day() + 6) % 7, 'day').format(DAY);
  if (period === 'm') return d.startOf('month').format(DAY);
  if (period === 's') return d.month(Math.floor(d.month() / 3) * 3).startOf('month').format(DAY);
  return d.startOf('year').format(DAY);
}

/** The first day of the next period. */
export function nextPeriodStart(period: SiPeriod, start: string): string {
  const d = cal(start);
  const step = { d: [1, 'day'], w: [7, 'day'], m: [1, 'month'], s: [3, 'month'], y: [1, 'year'] } as const;
  const [n, unit] = step[period];
  return d.add(n, unit).format(DAY);
}

/** Every period start from the period holding `from` up to and including the one holding `to`. */
export function periodStartsBetween(period: SiPeriod, from: string, to: string): string[] {
  const out: string[] = [];
  for (let s = periodStartOf(period, from); s <= to; s = nextPeriodStart(period, s)) out.push(s);
  return out;
}

/** How a period reads on the pages: 11月28日, 第48周（11/23–11/29）, 2026年11月, 2026年第4季度, 2026年. */
export function periodLabel(period: SiPeriod, start: string): string {
  const d = cal(start);
  if (period === 'd') return d.format('YYYY年M月D日');
  if (period === 'w') return `${d.format('YYYY年M/D')}–${d.add(6, 'day').format('M/D')} 周`;
  if (period === 'm') return d.format('YYYY年M月');
  if (period === 's') return `${d.year()}年第${Math.floor(d.month() / 3) + 1}季度`;
  return `${d.year()}年`;
}

/** 'HH:mm' → minutes after midnight. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The part of a rule that places its plans in time. */
export type SiRuleTiming = { period: SiPeriod; due_day: number; start_time: string; end_time: string; late_min: number };
/** A plan's window: it may be filled from the period's start; it is due at `due_at`, late past `late_at`. */
export type SiPlanWindow = { period_start: string; window_start: Date; due_at: Date; late_at: Date };

/**
 * Where a rule's plan for a period stands in time, on the factory's clock: the window opens on the due day at
 * start_time and closes at end_time (past midnight when end_time is earlier); a plan finished after end_time plus
 * late_min minutes is late.
 */
export function planWindowOf(rule: SiRuleTiming, periodStart: string, tz = factoryTimeZone()): SiPlanWindow {
  const dueDay = dayjs.tz(periodStart, tz).add(Math.min(rule.due_day, SI_DUE_DAY_MAX[rule.period]) - 1, 'day');
  const start = dueDay.add(minutesOf(rule.start_time), 'minute');
  let end = dueDay.add(minutesOf(rule.end_time), 'minute');
  if (!end.isAfter(start)) end = end.add(1, 'day');
  return { period_start: periodStart, window_start: start.toDate(), due_at: end.toDate(), late_at: end.add(rule.late_min, 'minute').toDate() };
}

/** A plan's state from what is stored: finished, any answer, and the clock against its late time. */
export function planStatusOf(p: { done_at: Date | null; answered: number; late_at: Date }, now: Date): SiPlanStatus {
  if (p.done_at) return 'done';
  if (now > p.late_at) return 'overdue';
  return p.answered > 0 ? 'doing' : 'todo';
}

/** What a number answer means against the item's range: null inside (or no range), else the message naming the bound. */
export function rangeProblemOf(value: number, min: number | null, max: number | null, unit: string): string | null {
  if (min !== null && value < min) return `低于下限 ${min}${unit}`;
  if (max !== null && value > max) return `高于上限 ${max}${unit}`;
  return null;
}

/** A hand reading against the sensor's: null when they agree within the tolerance, else what the inspector is told. */
export function iotDriftOf(value: number, iot: number, tolerance: number, unit: string): string | null {
  const diff = Math.abs(value - iot);
  return diff > tolerance ? `与传感器读数 ${iot}${unit} 相差 ${Number(diff.toFixed(3))}${unit}，超出允许偏差 ${tolerance}${unit}` : null;
}
