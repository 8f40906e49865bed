import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { EquipState } from '@pfs/domain/mes';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { mesEquipSpanTable, mesEquipTable } from './mes.table.js';

/**
 * A machine's state changes: each closes the open span and opens the next at the same instant, so spans tile the
 * machine's time without overlap (a unique index allows one open span per machine). Every change runs with the
 * machine's row locked, so two changes at once happen one after the other.
 */

export type Q = Db | Tx;
export type EquipRow = typeof mesEquipTable.$inferSelect;
export type SpanRow = typeof mesEquipSpanTable.$inferSelect;

const e = mesEquipTable;
const s = mesEquipSpanTable;
export const EQUIP_NOT_FOUND = '设备不存在或不属于本工厂';

/** The machine, its row locked for the rest of the transaction; another factory's machine is not found. */
export async function lockEquip(q: Tx, fid: number, eqId: number): Promise<EquipRow> {
  const [row] = await q
    .select()
    .from(e)
    .where(and(eq(e.fid, fid), eq(e.eqId, eqId)))
    .for('update');
  if (!row) throw notFound(EQUIP_NOT_FOUND);
  return row;
}

export async function openSpan(q: Q, eqId: number): Promise<SpanRow | undefined> {
  const [row] = await q
    .select()
    .from(s)
    .where(and(eq(s.eqId, eqId), isNull(s.endedAt)));
  return row;
}

/**
 * Puts the machine into `state` at `at` (never before the open span began): closes the open span, opens the next
 * with `woId` (the order it runs, or was running when it stopped), and answers the machine as now stored.
 */
export async function switchState(q: Tx, m: EquipRow, state: EquipState, at: Date, woId: number | null): Promise<EquipRow> {
  const open = await openSpan(q, m.eqId);
  const from = open && open.startedAt > at ? open.startedAt : at;
  if (open) await q.update(s).set({ endedAt: from }).where(eq(s.spanId, open.spanId));
  await q.insert(s).values({ fid: m.fid, eqId: m.eqId, state, startedAt: from, woId });
  const [row] = await q.update(e).set({ state, stateSince: from, updatedAt: new Date() }).where(eq(e.eqId, m.eqId)).returning();
  return row!;
}

/** Adds dishes to the machine's open span (counts arrive while it runs). */
export async function addToOpenSpan(q: Q, eqId: number, dishes: number): Promise<void> {
  if (dishes <= 0) return;
  await q
    .update(s)
    .set({ count: sql`${s.count} + ${dishes}` })
    .where(and(eq(s.eqId, eqId), isNull(s.endedAt)));
}

/**
 * The spans of the machine's current stretch on one order, newest first: back from the open span while they carry
 * the order (a run, a fault in it, the wait after the fault). A stop between two parts opens a span without the
 * order, so a part counts only its own dishes.
 */
export async function orderStretch(q: Q, eqId: number, woId: number): Promise<SpanRow[]> {
  const recent = await q.select().from(s).where(eq(s.eqId, eqId)).orderBy(desc(s.startedAt), desc(s.spanId)).limit(500);
  const out: SpanRow[] = [];
  for (const r of recent) {
    if (r.woId !== woId) break;
    out.push(r);
  }
  return out;
}
