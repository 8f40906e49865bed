import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addDays } from '@pfs/domain/plant';
import { dayIn } from '../lib/clock.js';
import { rowsOf } from '../lib/produce-sql.js';
import { membershipTable } from '../modules/member/member.table.js';
import { mesEquipSpanTable, mesEquipTable, mesFaultTable, mesMaintTable, mesWoLogTable, mesWoTable } from '../modules/mes/mes.table.js';
import { plantBatchEventTable, plantBatchTable } from '../modules/plant/plant.table.js';
import { userTable } from '../modules/user/user.table.js';
import { dayClock } from './demo-production-seed.js';
import { demoEquipsOf } from './demo-mes-equips.js';
import { emptyDrafts, type Busy, type Machine, type MesDrafts, type MesPeople } from './demo-mes-run.js';
import { draftToday } from './demo-mes-today.js';
import { draftYear, type MesEvent } from './demo-mes-year.js';
import type { HistoryContext, Tx } from './history-context.js';

const OP_KINDS = ['sow', 'transplant', 'move', 'pick', 'protect'] as const;
/** The columns with defaults an order may leave out (a JSON row gives null, not the default, for a missing key). */
const WO_DEFAULTS = { sourceKey: null, batchId: null, fromPhase: null, fromAreaId: null, toPhase: null, toAreaId: null, uid: null, eqId: null, startedAt: null, partFrom: null, doneAt: null, doneDishes: 0, labourMin: 0, eqCount: 0, reject: 0, remark: '', cancelReason: '' };

/** The factory's people by their demo account: who plans (厂长), grows, keeps the store and looks after the machines. */
async function peopleOf(tx: Tx, fid: number): Promise<MesPeople> {
  const rows = await tx
    .select({ uid: userTable.uid, no: userTable.uniNo })
    .from(membershipTable)
    .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
    .where(eq(membershipTable.fid, fid));
  const uid = (no: string) => rows.find((r) => r.no === no)?.uid ?? null;
  return { manager: uid('demo'), grower: uid('grower'), keeper: uid('wh01'), tech: uid('tech01') };
}

/** The year's events a work order did, in order; a protection's dishes are those its batch then stood on. */
async function eventsOf(tx: Tx, fid: number): Promise<MesEvent[]> {
  const e = plantBatchEventTable;
  const rows = await tx
    .select({ e, specId: plantBatchTable.specId })
    .from(e)
    .innerJoin(plantBatchTable, eq(plantBatchTable.batchId, e.batchId))
    .where(eq(e.fid, fid))
    .orderBy(asc(e.batchId), asc(e.seq));
  const standing = new Map<number, number>();
  const out: MesEvent[] = [];
  for (const { e: r, specId } of rows) {
    const before = standing.get(r.batchId) ?? 0;
    const delta = { sow: r.dishes, transplant: (r.dishesTo ?? r.dishes) - r.dishes, loss: -r.dishes, pick: -r.dishes }[r.kind as string] ?? 0;
    standing.set(r.batchId, before + delta);
    if (!(OP_KINDS as readonly string[]).includes(r.kind)) continue;
    const dishes = r.kind === 'protect' ? Math.max(1, before) : r.dishes;
    if (dishes <= 0) continue;
    const { eventId, batchId, date, fromPhase, fromAreaId, toPhase, toAreaId } = r;
    out.push({ eventId, fid, batchId, specId, kind: r.kind as MesEvent['kind'], date, fromPhase, fromAreaId, toPhase, toAreaId, dishes });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.eventId - b.eventId);
}

/**
 * 生产控制 of the demo year (docs/production.md): every sow, transplant, move, harvest and protection of the planting
 * history gets the done work order that did it, the machines their runs, faults and maintenance, and today's board
 * orders in every state with the machines' current state to match. Deterministic; written in a few statements.
 */
export async function seedDemoMes(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx, timeZone } = ctx;
  const fids = (await tx.selectDistinct({ fid: mesEquipTable.fid }).from(mesEquipTable).orderBy(mesEquipTable.fid)).map((r) => r.fid);
  const today = dayIn(timeZone, ctx.endMs);
  const yesterday = addDays(today, -1);
  const fromDay = dayIn(timeZone, ctx.startMs);
  const at = dayClock(timeZone);
  const out = emptyDrafts();
  const machines: Machine[] = [];
  for (const fid of fids) {
    const equips = await demoEquipsOf(tx, fid);
    const own = equips.map(({ row, def }) => ({
      eqId: row.eqId,
      fid,
      kind: row.kind,
      capacity: row.capacity,
      live: row.gwId !== null,
      maintDays: row.maintDays,
      lastMaintDay: addDays(today, -def.lastMaintAgo),
    }));
    if (own.length === 0) continue;
    machines.push(...own);
    const people = await peopleOf(tx, fid);
    const events = (await eventsOf(tx, fid)).filter((e) => e.date >= fromDay && e.date <= yesterday);
    draftYear({ events, machines: own, people, fromDay, toDay: yesterday, seed: ctx.seed, at }, out);
    if (events.length > 0) await draftToday(ctx, { fid, machines: own, people, today, at }, out);
  }
  return writeDrafts(ctx, out, machines);
}

/**
 * Rows into `table` a slice at a time, each slice one statement with one JSON parameter (far cheaper on PGlite than a
 * parameter a value); every row names every column it fills, a column no row names takes its default. Answers the
 * new ids (`id`: the key column) in the rows' order.
 */
async function insertRows(tx: Tx, table: PgTable, rows: Record<string, unknown>[], id?: string): Promise<number[]> {
  const ids: number[] = [];
  const cols = Object.entries(getTableColumns(table)).filter(([k]) => rows.some((r) => k in r));
  const names = sql.raw(cols.map(([, c]) => `"${c.name}"`).join(', '));
  for (let i = 0; i < rows.length; i += 2000) {
    const json = JSON.stringify(rows.slice(i, i + 2000).map((r) => Object.fromEntries(cols.map(([k, c]) => [c.name, r[k] ?? null]))));
    const back = id ? sql` returning ${sql.raw(`"${id}"`)} id` : sql``;
    const res = await tx.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)${back}`);
    if (id) ids.push(...rowsOf<{ id: number }>(res).map((r) => r.id));
  }
  return ids;
}

/** What a machine did from the start of the window: its busy spans in order, idle between, the last one open. */
function spansOf(m: Machine, busy: Busy[], startMs: number, woIds: number[]) {
  const spans: (typeof mesEquipSpanTable.$inferInsert)[] = [];
  let t = startMs;
  for (const b of busy.filter((x) => x.eqId === m.eqId).sort((x, y) => x.from - y.from)) {
    const from = Math.max(b.from, t);
    if (from > t) spans.push({ fid: m.fid, eqId: m.eqId, state: 'idle', startedAt: new Date(t), endedAt: new Date(from), count: 0 });
    const to = b.to === null ? null : Math.max(b.to, from + 1000);
    spans.push({ fid: m.fid, eqId: m.eqId, state: b.state, startedAt: new Date(from), endedAt: to === null ? null : new Date(to), count: b.count, woId: b.wo === null ? null : woIds[b.wo] });
    if (to === null) return spans;
    t = to;
  }
  spans.push({ fid: m.fid, eqId: m.eqId, state: 'idle', startedAt: new Date(t), endedAt: null, count: 0 });
  return spans;
}

async function writeDrafts(ctx: HistoryContext, out: MesDrafts, machines: Machine[]): Promise<Record<string, number>> {
  const { tx } = ctx;
  // Numbered as the server numbers them: WO<day of the planned start>-<nn>, in planned order within the day.
  const order = out.wos.map((_, i) => i).sort((a, b) => out.wos[a]!.wo.planStart!.getTime() - out.wos[b]!.wo.planStart!.getTime() || a - b);
  const nos: string[] = [];
  const perDay = new Map<string, number>();
  for (const i of order) {
    const w = out.wos[i]!.wo;
    const prefix = `WO${dayIn(ctx.timeZone, w.planStart as Date).replaceAll('-', '')}-`;
    const n = (perDay.get(`${w.fid}/${prefix}`) ?? 0) + 1;
    perDay.set(`${w.fid}/${prefix}`, n);
    nos[i] = `${prefix}${String(n).padStart(2, '0')}`;
  }
  const woIds = await insertRows(tx, mesWoTable, out.wos.map((d, i) => ({ ...WO_DEFAULTS, ...d.wo, woNo: nos[i]! })), 'wo_id');
  const logs = out.wos.flatMap((d, i) => d.logs.map((l) => ({ dishes: null, labourMin: null, eventId: null, ...l, woId: woIds[i]! })));
  await insertRows(tx, mesWoLogTable, logs);
  const spans = machines.flatMap((m) => spansOf(m, out.busy, ctx.startMs, woIds));
  await insertRows(tx, mesEquipSpanTable, spans.map((x) => ({ woId: null, ...x })));
  await insertRows(tx, mesFaultTable, out.faults.map((f) => ({ note: '', reportedBy: null, clearedBy: null, ...f })));
  await insertRows(tx, mesMaintTable, out.maints);
  // Each machine as its last span leaves it, and its last planned maintenance.
  for (const m of machines) {
    const last = spans.filter((s) => s.eqId === m.eqId).at(-1)!;
    // Its counter: the dishes it counted since installation (the gateway's readings go on from there).
    const lastCount = spans.reduce((n, x) => n + (x.eqId === m.eqId ? (x.count ?? 0) : 0), 0);
    const lastMaint = out.maints.filter((x) => x.eqId === m.eqId && x.kind === 'plan').reduce((a, x) => (x.day > a ? x.day : a), m.lastMaintDay);
    await tx
      .update(mesEquipTable)
      .set({ state: last.state, stateSince: last.startedAt, lastCount, lastMaintDay: lastMaint, updatedAt: new Date(ctx.endMs) })
      .where(and(eq(mesEquipTable.fid, m.fid), eq(mesEquipTable.eqId, m.eqId)));
  }
  return { mes_wos: woIds.length, mes_wo_logs: logs.length, mes_equip_spans: spans.length, mes_faults: out.faults.length, mes_maints: out.maints.length };
}
