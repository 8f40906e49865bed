import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countWhere, eqIf, fetchPage, inRange } from '../../lib/paging.js';
import { areaTable } from '../facility/index.js';
import { controlRequestTable, switchStateTable, gatewayTable, latestValueTable, pointTable, pointsOfFactory, selectPointPlaces } from '../iot-store/index.js';
import { userTable, userOf } from '../user/index.js';
import { ruleExecTable, ruleTable, switchLockTable } from './rule.table.js';
import { deleteRows, firstRow, insertReturning, updateReturning } from '../../lib/row-lookups.js';

export type RuleRow = typeof ruleTable.$inferSelect;
export type ExecRow = typeof ruleExecTable.$inferSelect;
export type ExecFilter = { page: number; size: number; rule_id?: number; result?: string; start?: Date; end?: Date };

export class RuleRepository {
  constructor(private readonly db: Db) {}

  list(fid: number) {
    return this.db.select().from(ruleTable).where(eq(ruleTable.fid, fid)).orderBy(desc(ruleTable.priority), asc(ruleTable.ruleId));
  }

  allEnabled() {
    return this.db.select().from(ruleTable).where(eq(ruleTable.enabled, true));
  }

  get(fid: number, ruleId: number) {
    return firstRow(this.db, ruleTable, eq(ruleTable.fid, fid), eq(ruleTable.ruleId, ruleId));
  }

  insert(r: typeof ruleTable.$inferInsert) {
    return insertReturning(this.db, ruleTable, r);
  }

  update(fid: number, ruleId: number, patch: Partial<typeof ruleTable.$inferInsert>) {
    return updateReturning(this.db, ruleTable, { ...patch, updatedAt: new Date() }, eq(ruleTable.fid, fid), eq(ruleTable.ruleId, ruleId));
  }

  remove(fid: number, ruleId: number): Promise<boolean> {
    return deleteRows(this.db, ruleTable.ruleId, eq(ruleTable.fid, fid), eq(ruleTable.ruleId, ruleId));
  }

  /** The factory's points with gateway and area, for pickers, validation and sentences. */
  points(fid: number) {
    return selectPointPlaces(this.db, { point: pointTable, gwName: gatewayTable.name, areaName: areaTable.name })
      .where(pointsOfFactory(fid))
      .orderBy(asc(gatewayTable.gwId), asc(pointTable.pointId));
  }

  latestValues(pointIds: number[]) {
    if (pointIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(latestValueTable).where(inArray(latestValueTable.pointId, pointIds));
  }

  switchStates(pointIds: number[]) {
    if (pointIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(switchStateTable).where(inArray(switchStateTable.pointId, pointIds));
  }

  /** Current status of control requests (outcomes that arrived while no engine was listening, e.g. across a restart). */
  requestStatuses(reqIds: string[]) {
    if (reqIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ reqId: controlRequestTable.reqId, status: controlRequestTable.status })
      .from(controlRequestTable)
      .where(inArray(controlRequestTable.reqId, reqIds));
  }

  insertExec(e: typeof ruleExecTable.$inferInsert) {
    return insertReturning(this.db, ruleExecTable, e);
  }

  async updateExec(execId: number, patch: Pick<ExecRow, 'steps' | 'result'>) {
    await this.db
      .update(ruleExecTable)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(ruleExecTable.execId, execId));
  }

  getExec(fid: number, execId: number) {
    return firstRow(this.db, ruleExecTable, eq(ruleExecTable.fid, fid), eq(ruleExecTable.execId, execId));
  }

  listExecs(fid: number, f: ExecFilter) {
    const where = and(
      eq(ruleExecTable.fid, fid),
      eqIf(ruleExecTable.ruleId, f.rule_id),
      eqIf(ruleExecTable.result, f.result),
      inRange(ruleExecTable.at, f.start, f.end),
    );
    return fetchPage(
      this.db.select().from(ruleExecTable).where(where).orderBy(desc(ruleExecTable.at), desc(ruleExecTable.execId)),
      countWhere(this.db, ruleExecTable, where),
      f,
    );
  }

  /** The newest record of each strategy of the factory (list page: last execution). */
  lastExecs(fid: number) {
    return this.db
      .selectDistinctOn([ruleExecTable.ruleId])
      .from(ruleExecTable)
      .where(eq(ruleExecTable.fid, fid))
      .orderBy(ruleExecTable.ruleId, desc(ruleExecTable.at), desc(ruleExecTable.execId));
  }

  /** Counts per result since a moment (overview). */
  resultCounts(fid: number, since: Date) {
    return this.db
      .select({ result: ruleExecTable.result, n: sql<number>`count(*)::int` })
      .from(ruleExecTable)
      .where(and(eq(ruleExecTable.fid, fid), gte(ruleExecTable.at, since)))
      .groupBy(ruleExecTable.result);
  }

  async upsertLock(l: typeof switchLockTable.$inferInsert) {
    await this.db
      .insert(switchLockTable)
      .values(l)
      .onConflictDoUpdate({ target: switchLockTable.pointId, set: { until: l.until, uid: l.uid, reason: l.reason, createdAt: new Date() } });
  }

  removeLock(fid: number, pointId: number): Promise<boolean> {
    return deleteRows(this.db, switchLockTable.pointId, eq(switchLockTable.fid, fid), eq(switchLockTable.pointId, pointId));
  }

  /** Locks still in force, with who set them. */
  activeLocks(now: Date, fid?: number) {
    return this.db
      .select({ lock: switchLockTable, cname: userTable.cname })
      .from(switchLockTable)
      .leftJoin(userTable, userOf(switchLockTable.uid))
      .where(and(gt(switchLockTable.until, now), fid ? eq(switchLockTable.fid, fid) : undefined));
  }
}
