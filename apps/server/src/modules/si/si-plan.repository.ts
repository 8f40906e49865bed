import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SiPeriod, SiPlanStatus } from '@pfs/domain/si';
import type { Db, Tx } from '../../db/client.js';
import { eqIf, fetchPage, type PageArgs } from '../../lib/paging.js';
import { alarmTable } from '../alarm/index.js';
import { gatewayTable, latestValueTable, pointTable } from '../iot-store/index.js';
import { tallyPlanTargets } from './si-plan-targets.js';
import { siCaseTable, siPhotoTable, siPlanTable, siRecordTable } from './si.table.js';

export type { Tx };
export type SiPlanRow = typeof siPlanTable.$inferSelect;
export type SiRecordDbRow = typeof siRecordTable.$inferSelect;
export type SiCaseRow = typeof siCaseTable.$inferSelect;
export type SiPlanFilter = PageArgs & {
  from?: string;
  to?: string;
  sr_id?: number;
  period?: SiPeriod;
  status?: SiPlanStatus;
  uid?: number;
  roleId?: number | null;
};

const p = siPlanTable;
const rc = siRecordTable;
const c = siCaseTable;

/** The plans assigned to a member: by name, or by the role they hold. */
export const assignedTo = (uid: number, roleId: number | null): SQL =>
  or(sql`${uid} = any(${p.assigneeUids})`, roleId === null ? undefined : eq(p.assigneeRoleId, roleId))!;

/** The stored side of a plan's derived status (planStatusOf). */
function statusWhere(status: SiPlanStatus | undefined, now: Date): SQL | undefined {
  if (status === 'done') return isNotNull(p.doneAt);
  if (status === 'overdue') return and(isNull(p.doneAt), lte(p.lateAt, now));
  if (status === 'doing') return and(isNull(p.doneAt), gt(p.lateAt, now), gt(p.answeredCt, 0));
  if (status === 'todo') return and(isNull(p.doneAt), gt(p.lateAt, now), eq(p.answeredCt, 0));
  return undefined;
}

/** Plans, their records and the answers' bookkeeping, every query scoped by fid. */
export class SiPlanRepository {
  constructor(private readonly db: Db) {}

  async list(fid: number, f: SiPlanFilter, now: Date) {
    const where = and(
      eq(p.fid, fid),
      f.from ? gte(p.dueDay, f.from) : undefined,
      f.to ? lte(p.dueDay, f.to) : undefined,
      eqIf(p.srId, f.sr_id),
      eqIf(p.period, f.period),
      statusWhere(f.status, now),
      f.uid === undefined ? undefined : assignedTo(f.uid, f.roleId ?? null),
    );
    return fetchPage(this.db.select().from(p).where(where).orderBy(desc(p.dueAt), desc(p.planId)), this.db.select({ n: count() }).from(p).where(where), f);
  }

  async get(fid: number, planId: number, q: Db | Tx = this.db): Promise<SiPlanRow | undefined> {
    const [row] = await q.select().from(p).where(and(eq(p.fid, fid), eq(p.planId, planId)));
    return row;
  }

  async records(planId: number): Promise<SiRecordDbRow[]> {
    return this.db.select().from(rc).where(eq(rc.planId, planId)).orderBy(asc(rc.seq));
  }

  async record(fid: number, rcdId: number, q: Db | Tx = this.db): Promise<SiRecordDbRow | undefined> {
    const [row] = await q.select().from(rc).where(and(eq(rc.fid, fid), eq(rc.rcdId, rcdId)));
    return row;
  }

  /** Each record's case that is not void (or its latest, when all are). */
  async casesOf(rcdIds: number[]): Promise<Map<number, SiCaseRow>> {
    if (rcdIds.length === 0) return new Map();
    const rows = await this.db.select().from(c).where(inArray(c.rcdId, rcdIds)).orderBy(asc(c.caseId));
    const out = new Map<number, SiCaseRow>();
    for (const r of rows) if (!out.has(r.rcdId) || out.get(r.rcdId)!.status === 'void') out.set(r.rcdId, r);
    return out;
  }

  async liveCase(rcdId: number, q: Db | Tx = this.db): Promise<SiCaseRow | undefined> {
    const [row] = await q
      .select()
      .from(c)
      .where(and(eq(c.rcdId, rcdId), ne(c.status, 'void')));
    return row;
  }

  /** The latest readings of these points. */
  async latest(pointIds: (number | null)[]): Promise<Map<number, { v: number; ts: Date }>> {
    const ids = [...new Set(pointIds.filter((x): x is number => x !== null))];
    if (ids.length === 0) return new Map();
    const rows = await this.db.select().from(latestValueTable).where(inArray(latestValueTable.pointId, ids));
    return new Map(rows.map((r) => [r.pointId, { v: r.v, ts: r.ts }]));
  }

  /** The open IoT alarms of each area: its points' (through their gateways) and its gateways'. */
  async openAlarms(fid: number, areaIds: (number | null)[]): Promise<Map<number, string[]>> {
    const ids = [...new Set(areaIds.filter((x): x is number => x !== null))];
    if (ids.length === 0) return new Map();
    const a = alarmTable;
    const open = and(eq(a.fid, fid), eq(a.status, 'valid'));
    const [ofPoints, ofGateways] = await Promise.all([
      this.db
        .select({ areaId: gatewayTable.areaId, title: a.title, at: a.lastAt })
        .from(a)
        .innerJoin(pointTable, and(eq(a.sourceType, 'point'), eq(pointTable.pointId, a.sourceId)))
        .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
        .where(and(open, inArray(gatewayTable.areaId, ids))),
      this.db
        .select({ areaId: gatewayTable.areaId, title: a.title, at: a.lastAt })
        .from(a)
        .innerJoin(gatewayTable, and(eq(a.sourceType, 'gateway'), eq(gatewayTable.gwId, a.sourceId)))
        .where(and(open, inArray(gatewayTable.areaId, ids))),
    ]);
    const rows = [...ofPoints, ...ofGateways].sort((x, y) => y.at.getTime() - x.at.getTime());
    const out = new Map<number, string[]>();
    for (const r of rows) if (r.areaId !== null) out.set(r.areaId, [...(out.get(r.areaId) ?? []), r.title]);
    return out;
  }

  /** Of these photo names, those uploaded to the factory. */
  async ownPhotos(fid: number, names: string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await this.db
      .select({ name: siPhotoTable.name })
      .from(siPhotoTable)
      .where(and(eq(siPhotoTable.fid, fid), inArray(siPhotoTable.name, names)));
    return new Set(rows.map((r) => r.name));
  }

  async addPhoto(fid: number, name: string, bytes: number, uid: number): Promise<void> {
    await this.db.insert(siPhotoTable).values({ name, fid, bytes, uploadedBy: uid });
  }

  async updateRecord(q: Db | Tx, rcdId: number, set: Partial<typeof rc.$inferInsert>): Promise<void> {
    await q.update(rc).set(set).where(eq(rc.rcdId, rcdId));
  }

  /** The plan's counters, and its sums by target, from its records: answered = not '-', err = err or act_ok. */
  async recount(tx: Tx, planId: number): Promise<void> {
    await tx
      .update(p)
      .set({
        answeredCt: sql`(select count(*) from ${rc} where ${rc.planId} = ${planId} and ${rc.result} <> '-')`,
        errCt: sql`(select count(*) from ${rc} where ${rc.planId} = ${planId} and ${rc.result} in ('err', 'act_ok'))`,
      })
      .where(eq(p.planId, planId));
    await tallyPlanTargets(tx, [planId]);
  }

  async finish(fid: number, planId: number, uid: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(p)
      .set({ doneAt: at, doneBy: uid })
      .where(and(eq(p.fid, fid), eq(p.planId, planId), isNull(p.doneAt)))
      .returning({ id: p.planId });
    return rows.length > 0;
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }
}
