import dayjs from 'dayjs';
import { factoryDayStart, factoryTimeZone, formatFactoryTime } from '@pfs/domain';
import type { MesBoard, MesWo } from '@pfs/domain/mes';
import { EQUIP_KIND_LABELS, WO_OP_EQUIP, WO_OP_LABELS, type EquipKind, type WoOp, type WoStatus } from '@pfs/domain/mes';
import { addDays, factoryIso, factoryWallMs } from './factory-clock';

/**
 * The board's time window on the factory's clock (whatever the browser's zone): the week from `from`, or the day's
 * working hours (06:00–20:00, widened to whole hours to hold every order of the day, never past midnight), so a day's
 * bars are wide enough to read.
 */
export function boardWindow(from: string, days: 1 | 7, orders: readonly Pick<MesWo, 'plan_start' | 'plan_end'>[] = []) {
  const dayStart = factoryDayStart(from);
  const dayEnd = factoryDayStart(addDays(from, days));
  if (days === 7) return { start: dayStart, end: dayEnd };
  let start = factoryWallMs(`${from} 06:00`);
  let end = factoryWallMs(`${from} 20:00`);
  for (const o of orders) {
    start = Math.min(start, factoryHourFloor(Date.parse(o.plan_start)));
    end = Math.max(end, factoryHourFloor(Date.parse(o.plan_end) - 1) + 3_600_000);
  }
  return { start: Math.max(start, dayStart), end: Math.min(end, dayEnd) };
}
/** The whole factory hour a moment falls in (not an epoch hour: a zone may be off UTC by half hours). */
const factoryHourFloor = (t: number) => dayjs(t).tz(factoryTimeZone()).startOf('hour').valueOf();
export type BoardWindow = ReturnType<typeof boardWindow>;

/**
 * Where an order's bar sits on its lane, as percents of the window; clipped at the window's edges (`clipped` says
 * which side goes on), null when it lies wholly outside. A bar keeps a visible minimum width.
 */
export function barSpan(o: Pick<MesWo, 'plan_start' | 'plan_end'>, w: BoardWindow) {
  const s = Date.parse(o.plan_start);
  const e = Date.parse(o.plan_end);
  if (e <= w.start || s >= w.end) return null;
  const span = w.end - w.start;
  const left = ((Math.max(s, w.start) - w.start) / span) * 100;
  const right = ((Math.min(e, w.end) - w.start) / span) * 100;
  return { left, width: Math.max(right - left, 0.6), clippedStart: s < w.start, clippedEnd: e > w.end };
}

const SNAP_MIN = 15;

/**
 * The new planned times of an order dropped at `fraction` (0–1) of the window: its start goes there, snapped to a
 * quarter hour of the factory's clock, and it keeps its duration. ISO with the factory's offset, as the call takes them.
 */
export function droppedTimes(o: Pick<MesWo, 'plan_start' | 'plan_end'>, fraction: number, w: BoardWindow) {
  const duration = Date.parse(o.plan_end) - Date.parse(o.plan_start);
  const raw = w.start + Math.min(1, Math.max(0, fraction)) * (w.end - w.start);
  const snap = SNAP_MIN * 60_000;
  // Every zone's offset is whole quarter hours, so an epoch quarter hour is one on the factory's clock too.
  const start = Math.round(raw / snap) * snap;
  return { plan_start: factoryIso(start), plan_end: factoryIso(start + duration) };
}

/** A board with one order moved to another lane and times: what the page shows while the change is on its way. */
export function movedBoard(board: MesBoard, woId: number, laneKey: string, times: { plan_start: string; plan_end: string }, eqId: number | null): MesBoard {
  let moving: MesWo | undefined;
  const lanes = board.lanes.map((l) => {
    const hit = l.orders.find((o) => o.wo_id === woId);
    if (hit) moving = hit;
    return hit ? { ...l, orders: l.orders.filter((o) => o.wo_id !== woId), planned_dishes: l.planned_dishes - hit.dishes } : l;
  });
  if (!moving) return board;
  const moved: MesWo = { ...moving, ...times, ...(eqId !== null ? { eq_id: eqId } : {}) };
  return {
    ...board,
    lanes: lanes.map((l) => (l.key === laneKey ? { ...l, orders: [...l.orders, moved], planned_dishes: l.planned_dishes + moved.dishes } : l)),
  };
}

/** A machine lane's load: planned dishes of its capacity (null for a team lane or a machine without capacity). */
export function laneLoad(l: { capacity_dishes: number | null; planned_dishes: number }) {
  if (l.capacity_dishes === null || l.capacity_dishes <= 0) return null;
  const pct = Math.round((l.planned_dishes / l.capacity_dishes) * 100);
  return { pct, over: l.planned_dishes > l.capacity_dishes };
}

/** The bar colors by status (late ones get a red outline besides). */
export const WO_STATUS_COLORS: Record<WoStatus, string> = { todo: '#8c8c8c', assigned: '#1677ff', doing: '#fa8c16', done: '#52c41a', cancelled: '#d9d9d9' };
export const WO_STATUS_TAG: Record<WoStatus, string> = { todo: 'default', assigned: 'blue', doing: 'orange', done: 'green', cancelled: 'default' };

/** The hour (day view) or day (week view) marks of the time axis on the factory's clock, as percents with labels. */
export function axisTicks(w: BoardWindow, days: 1 | 7) {
  const out: { left: number; label: string }[] = [];
  const at = (t: number, fmt: string) => out.push({ left: ((t - w.start) / (w.end - w.start)) * 100, label: formatFactoryTime(t, fmt) });
  if (days === 1) {
    for (let t = w.start; t < w.end; t += 3_600_000) at(t, 'HH:mm');
    return out;
  }
  const first = formatFactoryTime(w.start, 'YYYY-MM-DD');
  for (let i = 0; i < 7; i++) {
    const t = factoryDayStart(addDays(first, i));
    if (t < w.end) at(t, 'MM-DD ddd');
  }
  return out;
}

/** Where a moment (default now) sits across the window, in percent; outside 0–100 when it lies outside. */
export const nowPercent = (w: BoardWindow, t = Date.now()) => ((t - w.start) / (w.end - w.start)) * 100;

/** A machine lane's key is `eq:<eq_id>` (`eq:` the lane without a machine): its machine, or null. */
export const laneEqId = (key: string) => {
  const m = /^eq:(\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
};
/** A team lane's key is `team:<name>` (`team:` the orders of no team): the team. */
export const laneTeam = (key: string) => (key.startsWith('team:') ? key.slice(5) : key);

/** Rows within a lane so overlapping bars do not cover each other: each order goes to the first row free at its start. */
export function stackRows(orders: readonly Pick<MesWo, 'wo_id' | 'plan_start' | 'plan_end'>[]) {
  const sorted = [...orders].sort((a, b) => Date.parse(a.plan_start) - Date.parse(b.plan_start) || a.wo_id - b.wo_id);
  const ends: number[] = [];
  const row = new Map<number, number>();
  for (const o of sorted) {
    const s = Date.parse(o.plan_start);
    let r = ends.findIndex((e) => e <= s);
    if (r < 0) r = ends.length;
    ends[r] = Date.parse(o.plan_end);
    row.set(o.wo_id, r);
  }
  return { row, rows: Math.max(1, ends.length) };
}

/**
 * Why an order may not go onto a machine lane, or null when it may: an operation runs on its own kind of machine
 * (a transplant on a transplanter), and one done by hand on none. The lane without a machine takes any order.
 */
export function dropRefusal(op: WoOp, lane: { name: string; kind: EquipKind | undefined } | null): string | null {
  if (lane === null || lane.kind === undefined) return null;
  const needs = WO_OP_EQUIP[op];
  if (needs === null) return `${WO_OP_LABELS[op]}为人工作业，不能排到设备「${lane.name}」`;
  return needs === lane.kind ? null : `${WO_OP_LABELS[op]}工单只能排到${EQUIP_KIND_LABELS[needs]}，「${lane.name}」是${EQUIP_KIND_LABELS[lane.kind]}`;
}
