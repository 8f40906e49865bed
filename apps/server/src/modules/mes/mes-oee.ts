import { oeeOf, overlapMin, type EquipState, type MesOeePeriod, type MesOeeRow, type Oee } from '@pfs/domain/mes';
import { dayBoundsMs, daysFrom, weekStartOf } from './mes-oee-days.js';

/**
 * OEE per machine and period from the machine's state spans: the one computation behind the live page's 今日 OEE,
 * its week figure and the OEE list, so the same day shows the same number everywhere.
 *
 * - planned (计划时间): the time the machine was scheduled to work — its work orders' planned windows — and the time
 *   it ran or stood broken outside them (so availability never passes 1), up to now on the current day, less
 *   maintenance that fell in that time. A machine with no order that day has no planned time: standing idle for
 *   want of work is not lost availability (that is utilisation, shown by the run minutes).
 * - run / fault minutes: the run and fault spans' overlap with the period.
 * - count: each span's dishes by its share of time in the period (a run across midnight is split, never counted
 *   on both days); reject: the machine's orders completed in the period.
 */

export type OeeMachine = { eqId: number; name: string; capacity: number };
export type OeeSpan = { eqId: number; state: EquipState; from: number; to: number | null; count: number; woId: number | null };
/** A work order's planned window on a machine. */
export type OeeWindow = { eqId: number; from: number; to: number };
/** Planned-maintenance minutes recorded for a machine on a day. */
export type OeeMaint = { eqId: number; day: string; minutes: number };
export type OeeReject = { eqId: number; day: string; reject: number };
export type OeeInputs = {
  timeZone: string;
  now: number;
  from: string;
  to: string;
  by: 'day' | 'week';
  machines: OeeMachine[];
  spans: OeeSpan[];
  windows: OeeWindow[];
  maints: OeeMaint[];
  rejects: OeeReject[];
};

type Acc = { planned: number; run: number; fault: number; maint: number; count: number; reject: number; orders: Set<number> };
type Range = [number, number];

/** The ranges clipped to [lo, hi) and merged where they touch or overlap. */
function unionWithin(ranges: Range[], lo: number, hi: number): Range[] {
  const clipped = ranges.map(([a, b]): Range => [Math.max(a, lo), Math.min(b, hi)]).filter(([a, b]) => b > a);
  clipped.sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const r of clipped) {
    const last = out.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([...r]);
  }
  return out;
}

/** One machine's figures of one day, added into its period's. */
function addDay(acc: Acc, x: OeeInputs, spans: OeeSpan[], windows: OeeWindow[], m: OeeMachine, day: string) {
  const [ds, de] = dayBoundsMs(x.timeZone, day);
  const end = Math.min(de, x.now);
  if (end <= ds) return;
  let maintSpans = 0;
  const worked: Range[] = windows.map((w) => [w.from, w.to]);
  const maint: Range[] = [];
  for (const s of spans) {
    const to = s.to ?? x.now;
    const min = overlapMin(s.from, to, ds, end);
    if (s.state === 'run') acc.run += min;
    if (s.state === 'fault') acc.fault += min;
    if (s.state === 'run' || s.state === 'fault') worked.push([s.from, to]);
    if (s.state === 'maint') {
      maintSpans += min;
      maint.push([s.from, to]);
    }
    if (s.state === 'run' && min > 0 && s.woId !== null) acc.orders.add(s.woId);
    // A span's dishes by its share of time in the day; an instant span's all on the day it falls in.
    if (s.count > 0) acc.count += to > s.from ? (s.count * min) / ((to - s.from) / 60_000) : s.from >= ds && s.from < de ? s.count : 0;
  }
  const scheduled = unionWithin(worked, ds, end);
  const minutes = (rs: Range[]) => rs.reduce((n, [a, b]) => n + (b - a) / 60_000, 0);
  const stopped = scheduled.reduce((n, [a, b]) => n + minutes(unionWithin(maint, a, b)), 0);
  const recorded = x.maints.filter((r) => r.eqId === m.eqId && r.day === day).reduce((n, r) => n + r.minutes, 0);
  acc.maint += Math.max(maintSpans, recorded);
  acc.planned += minutes(scheduled) - stopped;
  acc.reject += x.rejects.filter((r) => r.eqId === m.eqId && r.day === day).reduce((n, r) => n + r.reject, 0);
}

/** The rows of the OEE list: per machine (in the given order) and period (day, or the Monday of a week). */
export function oeeRowsOf(x: OeeInputs): MesOeeRow[] {
  const days = daysFrom(x.from, x.to);
  const periods = new Map<string, string[]>();
  for (const d of days) {
    const p = x.by === 'week' ? weekStartOf(d) : d;
    periods.set(p, [...(periods.get(p) ?? []), d]);
  }
  const rows: MesOeeRow[] = [];
  for (const m of x.machines) {
    const spans = x.spans.filter((s) => s.eqId === m.eqId);
    const windows = x.windows.filter((w) => w.eqId === m.eqId);
    for (const [period, pDays] of periods) {
      const acc: Acc = { planned: 0, run: 0, fault: 0, maint: 0, count: 0, reject: 0, orders: new Set() };
      for (const d of pDays) addDay(acc, x, spans, windows, m, d);
      const f = { planned_min: Math.round(acc.planned), run_min: Math.round(acc.run), count: Math.round(acc.count), reject: acc.reject };
      rows.push({
        period,
        eq_id: m.eqId,
        eq_name: m.name,
        ...f,
        fault_min: Math.round(acc.fault),
        maint_min: Math.round(acc.maint),
        orders: acc.orders.size,
        ...oeeOf({ ...f, capacity: m.capacity }),
      });
    }
  }
  return rows;
}

/** The OEE of several rows together: their times and dishes summed, capacity weighted by each machine's run time. */
export function oeeTotalOf(rows: MesOeeRow[], capacityOf: (eqId: number) => number): Oee {
  const sum = (f: (r: MesOeeRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  const run = sum((r) => r.run_min);
  const rated = sum((r) => capacityOf(r.eq_id) * r.run_min);
  return oeeOf({ planned_min: sum((r) => r.planned_min), run_min: run, count: sum((r) => r.count), reject: sum((r) => r.reject), capacity: run > 0 ? rated / run : 0 });
}

/** The rows' machines together per period, oldest first: minutes and dishes summed, OEE as `oeeTotalOf`. */
export function oeePeriodsOf(rows: MesOeeRow[], capacityOf: (eqId: number) => number): MesOeePeriod[] {
  const by = new Map<string, MesOeeRow[]>();
  for (const r of rows) by.set(r.period, [...(by.get(r.period) ?? []), r]);
  return [...by.keys()].sort().map((period) => {
    const rs = by.get(period)!;
    const sum = (f: (r: MesOeeRow) => number) => rs.reduce((n, r) => n + f(r), 0);
    return {
      period,
      planned_min: sum((r) => r.planned_min),
      run_min: sum((r) => r.run_min),
      fault_min: sum((r) => r.fault_min),
      maint_min: sum((r) => r.maint_min),
      count: sum((r) => r.count),
      ...oeeTotalOf(rs, capacityOf),
    };
  });
}
