import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { countWhere, eqIf, fetchPage } from '../../lib/paging.js';
import { userTable, userOf } from '../user/index.js';
import { areaTable } from '../facility/index.js';
import { gatewayTable, latestValueTable, readingTable, pointTable, selectPointPlaces } from '../iot-store/index.js';
import { alarmTable, pointAlarmCfgTable } from './alarm.table.js';
import { firstRow } from '../../lib/row-lookups.js';

/** The area an alarm belongs to, through its point's or its own gateway (so it follows a gateway moved to another area). */
const alarmAreaId = sql<number | null>`(case ${alarmTable.sourceType}
  when 'gateway' then (select g.area_id from ${gatewayTable} g where g.gw_id = ${alarmTable.sourceId})
  when 'point' then (select g.area_id from ${pointTable} p join ${gatewayTable} g on g.gw_id = p.gw_id where p.point_id = ${alarmTable.sourceId})
end)`;

/** Who acknowledged an alarm (the plain user join names who closed it). */
const ackerTable = alias(userTable, 'acker');
/** What the list and the detail select: the alarm, who closed and who acknowledged it, its area. */
const viewColumns = {
  alarm: alarmTable,
  closedByName: userTable.cname,
  ackedByName: ackerTable.cname,
  areaId: areaTable.areaId,
  areaName: areaTable.name,
};

export type NewAlarm = {
  fid: number;
  sourceType: 'point' | 'gateway' | 'request' | 'weather';
  sourceId: number;
  alarmType: string;
  level: number;
  title: string;
  lastValue?: number | null;
  active?: boolean;
};
export type AlarmSource = { fid: number; sourceType: 'point' | 'gateway' | 'weather'; sourceId: number; alarmType: string };

const ofSource = (s: AlarmSource) =>
  and(eq(alarmTable.fid, s.fid), eq(alarmTable.sourceType, s.sourceType), eq(alarmTable.sourceId, s.sourceId), eq(alarmTable.alarmType, s.alarmType)) as SQL;
const ofPoints = (fid: number, pointIds: number[]) => and(eq(alarmTable.fid, fid), eq(alarmTable.sourceType, 'point'), inArray(alarmTable.sourceId, pointIds))!;
export type AlarmFilter = {
  page: number;
  size: number;
  status?: 'valid' | 'closed';
  level?: number;
  type?: string;
  area_id?: number;
  start?: Date;
  end?: Date;
};

export class AlarmRepository {
  constructor(private readonly db: Db) {}

  /** Raises or repeats: the open alarm of the same source and type counts up instead of a new row. */
  async raise(a: NewAlarm) {
    const [row] = await this.db
      .insert(alarmTable)
      .values({ ...a, lastValue: a.lastValue ?? null, active: a.active ?? false })
      .onConflictDoUpdate({
        target: [alarmTable.fid, alarmTable.sourceType, alarmTable.sourceId, alarmTable.alarmType],
        targetWhere: sql`status = 'valid'`,
        set: {
          count: sql`${alarmTable.count} + 1`,
          lastAt: sql`now()`,
          lastValue: sql`excluded.last_value`,
          level: sql`excluded.level`,
          title: sql`excluded.title`,
          active: sql`excluded.active`,
        },
      })
      .returning();
    return row!;
  }

  /** Whether the source's alarm was closed by someone while its condition still holds (then nothing new is raised). */
  async isHeld(s: AlarmSource) {
    const r = await this.db
      .select({ id: alarmTable.alarmId })
      .from(alarmTable)
      .where(and(ofSource(s), eq(alarmTable.active, true), eq(alarmTable.status, 'closed')))
      .limit(1);
    return r.length > 0;
  }

  /** The source's condition has cleared: its alarms, open or closed, are no longer active. */
  async deactivate(s: AlarmSource) {
    await this.db
      .update(alarmTable)
      .set({ active: false })
      .where(and(ofSource(s), eq(alarmTable.active, true)));
  }

  /** Alarms of deleted points: nothing to hold any more. */
  async deactivateOfPoints(fid: number, pointIds: number[]) {
    await this.db
      .update(alarmTable)
      .set({ active: false })
      .where(and(eq(alarmTable.active, true), ofPoints(fid, pointIds)));
  }

  /** The source's open alarm closes by itself (its condition cleared, or the source went). */
  closeOfSource(s: AlarmSource, reason: string) {
    return this.closeWhere(ofSource(s), null, reason);
  }

  /** The open alarms of deleted points close by themselves. */
  closeOfPoints(fid: number, pointIds: number[], reason: string) {
    return this.closeWhere(ofPoints(fid, pointIds), null, reason);
  }

  /** One alarm closed by a member. */
  closeOne(fid: number, alarmId: number, by: number, reason: string) {
    return this.closeWhere(and(eq(alarmTable.fid, fid), eq(alarmTable.alarmId, alarmId))!, by, reason);
  }

  /** Every open alarm of the factory closed by a member. */
  closeAllOf(fid: number, by: number, reason: string) {
    return this.closeWhere(eq(alarmTable.fid, fid), by, reason);
  }

  private closeWhere(where: SQL, by: number | null, reason: string) {
    return this.db
      .update(alarmTable)
      .set({ status: 'closed', closedAt: sql`now()`, closedBy: by, closeReason: reason })
      .where(and(eq(alarmTable.status, 'valid'), where))
      .returning({ alarmId: alarmTable.alarmId, title: alarmTable.title });
  }

  /** Taken on by a member; only an open alarm nobody has acknowledged yet (empty when it was not). */
  ackOne(fid: number, alarmId: number, by: number) {
    return this.db
      .update(alarmTable)
      .set({ ackedAt: sql`now()`, ackedBy: by })
      .where(and(eq(alarmTable.fid, fid), eq(alarmTable.alarmId, alarmId), eq(alarmTable.status, 'valid'), isNull(alarmTable.ackedAt)))
      .returning({ alarmId: alarmTable.alarmId, title: alarmTable.title });
  }

  get(fid: number, alarmId: number) {
    return firstRow(this.db, alarmTable, eq(alarmTable.fid, fid), eq(alarmTable.alarmId, alarmId));
  }

  /** One alarm with who closed it and its area. */
  getView(fid: number, alarmId: number) {
    return this.db
      .select(viewColumns)
      .from(alarmTable)
      .leftJoin(userTable, userOf(alarmTable.closedBy))
      .leftJoin(ackerTable, eq(ackerTable.uid, alarmTable.ackedBy))
      .leftJoin(areaTable, sql`${areaTable.areaId} = ${alarmAreaId}`)
      .where(and(eq(alarmTable.fid, fid), eq(alarmTable.alarmId, alarmId)))
      .then((r) => r[0]);
  }

  /** Raw readings of a point in [from, to], oldest first, at most `limit`. */
  readings(pointId: number, from: Date, to: Date, limit: number) {
    return this.db
      .select({ ts: readingTable.ts, v: readingTable.v })
      .from(readingTable)
      .where(and(eq(readingTable.pointId, pointId), gte(readingTable.ts, from), lte(readingTable.ts, to)))
      .orderBy(asc(readingTable.ts))
      .limit(limit);
  }

  cfgOf(pointId: number) {
    return firstRow(this.db, pointAlarmCfgTable, eq(pointAlarmCfgTable.pointId, pointId));
  }

  cfgFor(pointIds: number[]) {
    if (pointIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(pointAlarmCfgTable).where(inArray(pointAlarmCfgTable.pointId, pointIds));
  }

  async deleteCfg(pointIds: number[]) {
    if (pointIds.length) await this.db.delete(pointAlarmCfgTable).where(inArray(pointAlarmCfgTable.pointId, pointIds));
  }

  /** Sensors watched for staleness whose gateway is online, with their newest reading time. */
  staleCandidates() {
    return selectPointPlaces(this.db, {
      pointId: pointTable.pointId,
      fid: gatewayTable.fid,
      staleMin: pointAlarmCfgTable.staleMin,
      level: pointAlarmCfgTable.level,
      lastTs: latestValueTable.ts,
      onlineSince: gatewayTable.onlineSince,
    })
      .innerJoin(pointAlarmCfgTable, eq(pointAlarmCfgTable.pointId, pointTable.pointId))
      .leftJoin(latestValueTable, eq(latestValueTable.pointId, pointTable.pointId))
      .where(and(isNotNull(pointAlarmCfgTable.staleMin), eq(pointAlarmCfgTable.enabled, true), eq(pointTable.enabled, true), eq(gatewayTable.online, true)));
  }

  /** Points with an open alarm of this type, or one closed while its condition still holds. */
  openSources(type: string) {
    return this.db
      .selectDistinct({ id: alarmTable.sourceId })
      .from(alarmTable)
      .where(and(or(eq(alarmTable.status, 'valid'), eq(alarmTable.active, true)), eq(alarmTable.sourceType, 'point'), eq(alarmTable.alarmType, type)))
      .then((r) => r.map((x) => x.id));
  }

  list(fid: number, f: AlarmFilter) {
    const where = and(
      eq(alarmTable.fid, fid),
      eqIf(alarmTable.status, f.status),
      f.level !== undefined ? eq(alarmTable.level, f.level) : undefined,
      eqIf(alarmTable.alarmType, f.type),
      f.area_id ? sql`${alarmAreaId} = ${f.area_id}` : undefined,
      // An alarm belongs to a range when it was open during it: last seen after the start, first seen before the end.
      f.start ? gte(alarmTable.lastAt, f.start) : undefined,
      f.end ? lt(alarmTable.firstAt, f.end) : undefined,
    );
    return fetchPage(
      this.db
        .select(viewColumns)
        .from(alarmTable)
        .leftJoin(userTable, userOf(alarmTable.closedBy))
        .leftJoin(ackerTable, eq(ackerTable.uid, alarmTable.ackedBy))
        .leftJoin(areaTable, sql`${areaTable.areaId} = ${alarmAreaId}`)
        .where(where)
        .orderBy(desc(alarmTable.lastAt), desc(alarmTable.alarmId)),
      countWhere(this.db, alarmTable, where),
      f,
    );
  }

  /** Settings of enabled points only: a disabled device raises nothing. */
  allCfg() {
    return this.db
      .select({ cfg: pointAlarmCfgTable })
      .from(pointAlarmCfgTable)
      .innerJoin(pointTable, and(eq(pointTable.pointId, pointAlarmCfgTable.pointId), eq(pointTable.enabled, true)))
      .then((r) => r.map((x) => x.cfg));
  }

  async saveCfg(c: typeof pointAlarmCfgTable.$inferInsert) {
    await this.db
      .insert(pointAlarmCfgTable)
      .values(c)
      .onConflictDoUpdate({
        target: pointAlarmCfgTable.pointId,
        set: { high: c.high, low: c.low, level: c.level, delayS: c.delayS, enabled: c.enabled, autoClear: c.autoClear, staleMin: c.staleMin },
      });
  }

  /** Names for alarm titles: the point's and its gateway's. */
  pointLabel(pointId: number) {
    return selectPointPlaces(this.db, {
      name: sql<string>`coalesce(nullif(${pointTable.displayName}, ''), ${pointTable.name})`,
      code: pointTable.code,
      unit: sql<string>`coalesce(${pointTable.displayUnit}, ${pointTable.unit})`,
      kind: pointTable.kind,
      quantity: pointTable.quantity,
      gwName: gatewayTable.name,
      fid: gatewayTable.fid,
    })
      .where(eq(pointTable.pointId, pointId))
      .then((r) => r[0]);
  }

  gatewayLabel(gwId: number) {
    return this.db
      .select({ name: gatewayTable.name, fid: gatewayTable.fid })
      .from(gatewayTable)
      .where(eq(gatewayTable.gwId, gwId))
      .then((r) => r[0]);
  }
}
