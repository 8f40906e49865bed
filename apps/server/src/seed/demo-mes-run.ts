import type { EquipKind, WoOp } from '@pfs/domain/mes';
import type { mesFaultTable, mesMaintTable, mesWoLogTable, mesWoTable } from '../modules/mes/mes.table.js';
import type { Prng } from './prng.js';

/**
 * What the demo's production control is made of before it is written: work orders with their logs, what each
 * machine was busy with (run, fault, maintenance; idle fills the rest), faults and maintenance records. A machine's
 * busy spans are laid one after the other through its own cursor, so they never overlap.
 */

export const MIN = 60_000;
export type WoRow = Omit<typeof mesWoTable.$inferInsert, 'woNo'>;
export type WoLogRow = Omit<typeof mesWoLogTable.$inferInsert, 'woId'>;
export type WoDraft = { wo: WoRow; logs: WoLogRow[] };
/** `wo`: the index of the order in the drafts the run was for. */
export type Busy = { eqId: number; fid: number; state: 'run' | 'fault' | 'maint'; from: number; to: number | null; count: number; wo: number | null };
export type Machine = { eqId: number; fid: number; kind: EquipKind; capacity: number; live: boolean; maintDays: number; lastMaintDay: string };
export type MesDrafts = {
  wos: WoDraft[];
  busy: Busy[];
  faults: (typeof mesFaultTable.$inferInsert)[];
  maints: (typeof mesMaintTable.$inferInsert)[];
};
export const emptyDrafts = (): MesDrafts => ({ wos: [], busy: [], faults: [], maints: [] });

/** The people who plan and do the work (a factory's members by role); null where the factory has no such member. */
export type MesPeople = { manager: number | null; grower: number | null; keeper: number | null; tech: number | null };

/** How each operation is done: workers on it, minutes to set up (a machine's: loading trays, feeding it), and by hand the minutes a dish. */
export const OP_WORK: Record<WoOp, { workers: number; setup: [number, number]; handMinPerDish: number }> = {
  sow: { workers: 2, setup: [5, 10], handMinPerDish: 0 },
  transplant: { workers: 2, setup: [5, 10], handMinPerDish: 0 },
  move: { workers: 1, setup: [8, 15], handMinPerDish: 1.2 },
  harvest: { workers: 3, setup: [5, 10], handMinPerDish: 0 },
  protect: { workers: 1, setup: [20, 30], handMinPerDish: 0.25 },
};
export const OP_TEAM: Record<WoOp, string> = { sow: '育苗组', move: '育苗组', transplant: '栽培组', harvest: '采收组', protect: '植保组' };

/** What stops each kind of machine, and what the technician did about it. */
const FAULTS: Record<EquipKind, [string, string][]> = {
  sow: [['针头堵塞', '拆下针头清洗，恢复'], ['真空泵压力低', '更换真空泵密封圈'], ['基质供料不足', '补料并调整料斗'], ['穴盘定位偏移', '重新校准定位挡块']],
  transplant: [['夹爪卡滞', '清理夹爪并润滑导轨'], ['传送带跑偏', '调整托辊，传送带复位'], ['视觉定位失败', '清洁相机镜头并重新标定'], ['气压不足', '检查气管接头，排除漏气']],
  harvest: [['刀片卡滞', '清除根系残渣，刀片复位'], ['传送带跑偏', '调整张紧轮'], ['切根高度不齐', '重新设定切割高度'], ['急停触发', '排查光栅误触发后复位']],
  pack: [['封口温度异常', '更换加热丝'], ['称重传感器漂移', '重新标定称重'], ['传送带跑偏', '调整托辊'], ['薄膜断料', '更换膜卷并穿膜']],
};
export const MAINT_NOTES: Record<EquipKind, string> = {
  sow: '清洗针头与真空管路，检查真空泵，润滑导轨',
  transplant: '检查夹爪磨损，润滑导轨，校准视觉定位',
  harvest: '刃磨刀片，检查传送带张紧与轴承',
  pack: '清洁封口刀，标定称重，检查膜卷机构',
};

/** Rounds an instant up to the next 10 minutes (plans are made in 10-minute steps). */
export const ceil10 = (ms: number) => Math.ceil(ms / (10 * MIN)) * 10 * MIN;

/** A machine runs at 80–95 % of its rated speed; plans assume the slow end so most orders fit their window. */
const RUN_SPEED: [number, number] = [0.8, 0.95];
/** Minutes to clear a machine down after an order (empty it, wipe it). */
export const CLEAR_MIN: [number, number] = [3, 5];

/**
 * The minutes a machine order is planned for: the longest setup, its dishes at the planned speed and the longest
 * clear-down, in 5-minute steps, so the machine runs most of its window (the OEE's availability stays believable).
 */
export function machineWindowMin(dishes: number, capacity: number, setupMax: number): number {
  return Math.ceil((setupMax + (dishes / (capacity * RUN_SPEED[0])) * 60 + CLEAR_MIN[1]) / 5) * 5;
}

/**
 * One run of a machine from `from`: `dishes` (plus the spoiled ones) at 80–95 % of the rated speed, now and then
 * stopped by a fault (probability `faultP`) that the technician clears and, past 45 minutes, logs as a repair.
 * Answers when it ended and the dishes it spoiled.
 */
export function runMachine(
  out: MesDrafts,
  m: Machine,
  o: { from: number; dishes: number; wo: number | null; faultP: number; rng: Prng; people: MesPeople; day: string },
): { end: number; reject: number } {
  const { rng } = o;
  const reject = rng.chance(0.3) ? rng.int(1, Math.max(1, Math.round(o.dishes * 0.03))) : 0;
  const count = o.dishes + reject;
  const runMs = Math.max(2 * MIN, ((count / (m.capacity * rng.range(RUN_SPEED[0], RUN_SPEED[1]))) * 3_600_000) | 0);
  if (!rng.chance(o.faultP)) {
    out.busy.push({ eqId: m.eqId, fid: m.fid, state: 'run', from: o.from, to: o.from + runMs, count, wo: o.wo });
    return { end: o.from + runMs, reject };
  }
  const split = Math.round(runMs * rng.range(0.2, 0.8));
  const before = Math.round((count * split) / runMs);
  // Most stops are cleared within the hour; about one in four takes longer (parts, a technician called in).
  const faultMs = (rng.chance(0.75) ? rng.int(15, 45) : rng.int(46, 120)) * MIN;
  const at = o.from + split;
  const [reason, fix] = FAULTS[m.kind][rng.int(0, FAULTS[m.kind].length - 1)]!;
  out.busy.push({ eqId: m.eqId, fid: m.fid, state: 'run', from: o.from, to: at, count: before, wo: o.wo });
  out.busy.push({ eqId: m.eqId, fid: m.fid, state: 'fault', from: at, to: at + faultMs, count: 0, wo: null });
  out.busy.push({ eqId: m.eqId, fid: m.fid, state: 'run', from: at + faultMs, to: o.from + runMs + faultMs, count: count - before, wo: o.wo });
  out.faults.push({
    fid: m.fid,
    eqId: m.eqId,
    startedAt: new Date(at),
    endedAt: new Date(at + faultMs),
    reason,
    note: fix,
    source: m.live ? 'iot' : 'hand',
    reportedBy: m.live ? null : o.people.grower,
    clearedBy: o.people.tech,
  });
  if (faultMs >= 45 * MIN) out.maints.push({ fid: m.fid, eqId: m.eqId, day: o.day, kind: 'repair', minutes: faultMs / MIN, note: `${reason}：${fix}`, byUid: o.people.tech, createdAt: new Date(at + faultMs) });
  return { end: o.from + runMs + faultMs, reject };
}

/** The planned maintenance days of a machine over [fromDay, toDay]: every maint_days back from its last one. */
export function maintDaysOf(m: Machine, fromDay: string, toDay: string, addDays: (d: string, n: number) => string): Set<string> {
  const out = new Set<string>();
  for (let d = m.lastMaintDay; d >= fromDay; d = addDays(d, -m.maintDays)) if (d <= toDay) out.add(d);
  return out;
}
