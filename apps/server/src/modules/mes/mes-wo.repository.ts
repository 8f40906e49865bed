import { and, asc, count, eq, gt, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WoOp, WoStatus } from '@pfs/domain/mes';
import type { Db, Tx } from '../../db/client.js';
import { eqIf, fetchPage, kwMatch, type PageArgs } from '../../lib/paging.js';
import { areaTable } from '../facility/index.js';
import { plantBatchTable } from '../plant/index.js';
import { plantSpecTable } from '../plant-spec/index.js';
import { membershipTable } from '../member/index.js';
import { userTable } from '../user/index.js';
import { mesEquipTable, mesWoLogTable, mesWoTable } from './mes.table.js';

export type Q = Db | Tx;
export type WoRow = typeof mesWoTable.$inferSelect;
export type NewWo = Omit<typeof mesWoTable.$inferInsert, 'woId' | 'woNo' | 'createdAt' | 'updatedAt'>;
export type WoLogAction = (typeof mesWoLogTable.$inferSelect)['action'];
export type WoLog = { woId: number; fid: number; action: WoLogAction; dishes?: number | null; labourMin?: number | null; eventId?: number | null; note?: string; byUid: number | null; at: Date };
export type WoFilter = PageArgs & {
  kw?: string;
  from?: Date;
  to?: Date;
  op?: WoOp;
  status?: WoStatus;
  team?: string;
  uid?: number;
  eq_id?: number;
  batch_id?: number;
  /** Late now: open past the planned end, or done after it. */
  lateAt?: Date;
};

const w = mesWoTable;
const fromArea = alias(areaTable, 'wo_from_area');
const toArea = alias(areaTable, 'wo_to_area');
const fields = {
  w,
  batchNo: plantBatchTable.batchNo,
  crop: plantSpecTable.crop,
  variety: plantSpecTable.variety,
  fromAreaName: fromArea.name,
  toAreaName: toArea.name,
  userName: userTable.cname,
  eqName: mesEquipTable.name,
};
/** An order with the names it shows (batch, crop, areas, person, machine). */
export type WoViewRow = { w: WoRow; batchNo: string | null; crop: string; variety: string; fromAreaName: string | null; toAreaName: string | null; userName: string | null; eqName: string | null };

/**
 * The longest an order may be planned for (save and assign refuse longer): an order overlapping a range then
 * starts at most this long before it, so range reads scan a bounded stretch of the plan index, however long the
 * history is.
 */
export const MAX_PLAN_MS = 7 * 86_400_000;
const overlaps = (from: Date, to: Date) => and(lt(w.planStart, to), gt(w.planStart, new Date(from.getTime() - MAX_PLAN_MS)), gt(w.planEnd, from));

/** Open orders (todo, assigned, doing) as SQL. */
const isOpen = inArray(w.status, ['todo', 'assigned', 'doing']);
export const lateSql = (at: Date) => or(and(isOpen, lt(w.planEnd, at)), and(eq(w.status, 'done'), gt(w.doneAt, w.planEnd)));

/** Work orders and their logs; every read is scoped by fid. */
export class MesWoRepository {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private select(q: Q = this.db) {
    return q
      .select(fields)
      .from(w)
      .innerJoin(plantSpecTable, eq(plantSpecTable.specId, w.specId))
      .leftJoin(plantBatchTable, eq(plantBatchTable.batchId, w.batchId))
      .leftJoin(fromArea, eq(fromArea.areaId, w.fromAreaId))
      .leftJoin(toArea, eq(toArea.areaId, w.toAreaId))
      .leftJoin(userTable, eq(userTable.uid, w.uid))
      .leftJoin(mesEquipTable, eq(mesEquipTable.eqId, w.eqId));
  }

  async view(fid: number, woId: number, q: Q = this.db): Promise<WoViewRow | undefined> {
    const [row] = await this.select(q).where(and(eq(w.fid, fid), eq(w.woId, woId)));
    return row;
  }

  /** The bare row, locked when in a transaction that will change it. */
  async row(q: Q, fid: number, woId: number, lock = false): Promise<WoRow | undefined> {
    const base = q.select().from(w).where(and(eq(w.fid, fid), eq(w.woId, woId)));
    const [row] = await (lock ? base.for('update') : base);
    return row;
  }

  async list(fid: number, f: WoFilter): Promise<{ rows: WoViewRow[]; total: number }> {
    const where = and(
      eq(w.fid, fid),
      f.from ? sql`${w.planStart} >= ${f.from}` : undefined,
      f.to ? lt(w.planStart, f.to) : undefined,
      eqIf(w.op, f.op),
      eqIf(w.status, f.status),
      eqIf(w.team, f.team),
      eqIf(w.uid, f.uid),
      eqIf(w.eqId, f.eq_id),
      eqIf(w.batchId, f.batch_id),
      f.lateAt ? lateSql(f.lateAt) : undefined,
      kwMatch(f.kw, w.woNo, plantBatchTable.batchNo, plantSpecTable.crop, w.remark),
    );
    return fetchPage(
      this.select().where(where).orderBy(asc(w.planStart), asc(w.woId)),
      this.db
        .select({ n: count() })
        .from(w)
        .innerJoin(plantSpecTable, eq(plantSpecTable.specId, w.specId))
        .leftJoin(plantBatchTable, eq(plantBatchTable.batchId, w.batchId))
        .where(where),
      f,
    );
  }

  async insert(tx: Tx, fid: number, wo: NewWo, woNo: string): Promise<number> {
    const [row] = await tx.insert(w).values({ ...wo, fid, woNo }).returning({ id: w.woId });
    return row!.id;
  }

  /** Inserts unless an order of the same source key exists; null when it did. */
  async insertNew(tx: Tx, fid: number, wo: NewWo, woNo: string): Promise<number | null> {
    const rows = await tx
      .insert(w)
      .values({ ...wo, fid, woNo })
      .onConflictDoNothing({ target: [w.fid, w.sourceKey], where: sql`${w.sourceKey} is not null` })
      .returning({ id: w.woId });
    return rows[0]?.id ?? null;
  }

  async woNosLike(q: Q, fid: number, prefix: string): Promise<string[]> {
    const rows = await q.select({ no: w.woNo }).from(w).where(and(eq(w.fid, fid), like(w.woNo, `${prefix}%`)));
    return rows.map((r) => r.no);
  }

  async sourceKeysOf(q: Q, fid: number, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await q.select({ k: w.sourceKey }).from(w).where(and(eq(w.fid, fid), inArray(w.sourceKey, keys)));
    return new Set(rows.map((r) => r.k!));
  }

  /** Changes an order seen at `version`, bumping it; false when someone changed it first. */
  async update(q: Q, woId: number, version: number, set: Partial<WoRow>): Promise<boolean> {
    const rows = await q
      .update(w)
      .set({ ...set, version: version + 1, updatedAt: new Date() })
      .where(and(eq(w.woId, woId), eq(w.version, version)))
      .returning({ id: w.woId });
    return rows.length > 0;
  }

  /** The machine's count of a completed order (written with the completion, after its version moved on). */
  async setEqCount(q: Q, woId: number, n: number): Promise<void> {
    await q.update(w).set({ eqCount: n }).where(eq(w.woId, woId));
  }

  async log(q: Q, e: WoLog): Promise<void> {
    await q.insert(mesWoLogTable).values({ ...e, note: e.note ?? '' });
  }

  logs(woId: number) {
    return this.db
      .select({ l: mesWoLogTable, byName: userTable.cname })
      .from(mesWoLogTable)
      .leftJoin(userTable, eq(userTable.uid, mesWoLogTable.byUid))
      .where(eq(mesWoLogTable.woId, woId))
      .orderBy(asc(mesWoLogTable.at), asc(mesWoLogTable.logId));
  }

  /** Planned minutes per machine among the open orders planned from `from` on: generation gives the least loaded. */
  async eqLoad(q: Q, fid: number, from: Date): Promise<Map<number, number>> {
    const rows = await q
      .select({ eqId: w.eqId, min: sql<number>`sum(extract(epoch from ${w.planEnd} - ${w.planStart}) / 60)`.mapWith(Number) })
      .from(w)
      .where(and(eq(w.fid, fid), isOpen, gt(w.planEnd, from), sql`${w.eqId} is not null`))
      .groupBy(w.eqId);
    return new Map(rows.map((r) => [r.eqId!, r.min]));
  }

  /** The factory's enabled machines. */
  equips(q: Q, fid: number) {
    return q
      .select({ eqId: mesEquipTable.eqId, kind: mesEquipTable.kind, name: mesEquipTable.name, capacity: mesEquipTable.capacity, state: mesEquipTable.state })
      .from(mesEquipTable)
      .where(and(eq(mesEquipTable.fid, fid), eq(mesEquipTable.status, 'enabled')))
      .orderBy(asc(mesEquipTable.kind), asc(mesEquipTable.name), asc(mesEquipTable.eqId));
  }

  /** Whether the user is an enabled member of the factory (a person an order may be given to). */
  async isMember(q: Q, fid: number, uid: number): Promise<boolean> {
    const m = membershipTable;
    const [r] = await q
      .select({ uid: m.uid })
      .from(m)
      .where(and(eq(m.fid, fid), eq(m.uid, uid), eq(m.status, 'enabled')));
    return r !== undefined;
  }

  /** The person's orders planned within [from, to), and their open ones planned before. */
  mine(fid: number, uid: number, from: Date, to: Date): Promise<WoViewRow[]> {
    return this.select()
      .where(and(eq(w.fid, fid), eq(w.uid, uid), or(overlaps(from, to), and(isOpen, lt(w.planEnd, from)))))
      .orderBy(asc(w.planStart), asc(w.woId));
  }

  /** What the person completed within [from, to): orders and dishes. */
  async doneBy(fid: number, uid: number, from: Date, to: Date): Promise<{ orders: number; dishes: number }> {
    const l = mesWoLogTable;
    const [r] = await this.db
      .select({ orders: sql<number>`count(distinct ${l.woId})`.mapWith(Number), dishes: sql<number>`coalesce(sum(${l.dishes}), 0)`.mapWith(Number) })
      .from(l)
      .where(and(eq(l.fid, fid), eq(l.byUid, uid), eq(l.action, 'finish'), sql`${l.at} >= ${from}`, lt(l.at, to)));
    return r ?? { orders: 0, dishes: 0 };
  }

  /** The home card's counts: orders of the day, done that day, under way, late now; machines in fault. */
  async home(fid: number, from: Date, to: Date, now: Date) {
    const n = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
    const [r] = await this.db
      .select({
        today_orders: n(and(overlaps(from, to), sql`${w.status} <> 'cancelled'`)),
        today_done: n(and(eq(w.status, 'done'), sql`${w.doneAt} >= ${from}`, lt(w.doneAt, to))),
        doing: n(eq(w.status, 'doing')),
        late: n(and(isOpen, lt(w.planEnd, now))),
      })
      .from(w)
      .where(and(eq(w.fid, fid), or(isOpen, gt(w.planEnd, from), sql`${w.doneAt} >= ${from}`)));
    const [f] = await this.db
      .select({ n: count() })
      .from(mesEquipTable)
      .where(and(eq(mesEquipTable.fid, fid), eq(mesEquipTable.state, 'fault'), eq(mesEquipTable.status, 'enabled')));
    return { today_orders: r?.today_orders ?? 0, today_done: r?.today_done ?? 0, doing: r?.doing ?? 0, late: r?.late ?? 0, machines_fault: f?.n ?? 0 };
  }
}
