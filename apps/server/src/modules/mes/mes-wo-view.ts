import { MES_SHIFT, WO_OP_LABELS, woLate, type MesWo } from '@pfs/domain/mes';
import type { WoViewRow } from './mes-wo.repository.js';

/** How a stored order shows, and the factory-clock arithmetic of planned times. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function woView(r: WoViewRow, now: Date): MesWo {
  const x = r.w;
  const planEnd = x.planEnd.toISOString();
  const doneAt = iso(x.doneAt);
  return {
    wo_id: x.woId,
    wo_no: x.woNo,
    op: x.op,
    source: x.source,
    status: x.status,
    late: woLate({ status: x.status, plan_end: planEnd, done_at: doneAt }, now),
    batch_id: x.batchId,
    batch_no: r.batchNo ?? '',
    crop: `${r.crop} ${r.variety}`.trim(),
    spec_id: x.specId,
    dishes: x.dishes,
    done_dishes: x.doneDishes,
    from_phase: x.fromPhase,
    from_area_id: x.fromAreaId,
    from_area_name: r.fromAreaName ?? '',
    to_phase: x.toPhase,
    to_area_id: x.toAreaId,
    to_area_name: r.toAreaName ?? '',
    plan_start: x.planStart.toISOString(),
    plan_end: planEnd,
    team: x.team,
    uid: x.uid,
    user_name: r.userName ?? '',
    eq_id: x.eqId,
    eq_name: r.eqName ?? '',
    started_at: iso(x.startedAt),
    done_at: doneAt,
    labour_min: x.labourMin,
    eq_count: x.eqCount,
    reject: x.reject,
    remark: x.remark,
    cancel_reason: x.cancelReason,
    version: x.version,
  };
}

/** The short form the machine pages and generation answer with. */
export const woBrief = (w: MesWo) => ({
  wo_id: w.wo_id,
  wo_no: w.wo_no,
  op_label: WO_OP_LABELS[w.op],
  batch_no: w.batch_no,
  dishes: w.dishes,
  done_dishes: w.done_dishes,
  user_name: w.user_name,
  plan_end: w.plan_end,
});

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetMs(tz: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000;
}

/** The instant of a wall-clock time ('HH:mm', default midnight) on a factory day. */
export function localTime(day: string, tz: string, hhmm = '00:00'): Date {
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  // Twice: the offset at the guessed instant may differ from the one at the answer across a clock change.
  const first = wall - offsetMs(tz, wall);
  return new Date(wall - offsetMs(tz, first));
}

/** The shift of a factory day: when planned work may run. */
export const shiftOf = (day: string, tz: string) => ({ start: localTime(day, tz, MES_SHIFT.start), end: localTime(day, tz, MES_SHIFT.end) });
