import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alarmTable } from '../alarm/index.js';
import { areaTable, fieldTable } from '../facility/index.js';
import { controlRequestTable, switchStateTable, gatewayTable, readingTable, pointTable, pointStateColumns, pointsOfFactory, selectPointPlaces, selectPointStates } from '../iot-store/index.js';
import { userTable, userOf } from '../user/index.js';

/** Reads for the live channel and the live pages (switch states, real-time values). */
export class LiveRepository {
  constructor(private readonly db: Db) {}

  gatewayFid(gwId: number) {
    return this.db
      .select({ fid: gatewayTable.fid })
      .from(gatewayTable)
      .where(eq(gatewayTable.gwId, gwId))
      .then((r) => r[0]?.fid ?? null);
  }

  validAlarmCount(fid: number) {
    return this.db
      .select({ n: count() })
      .from(alarmTable)
      .where(and(eq(alarmTable.fid, fid), eq(alarmTable.status, 'valid')))
      .then((r) => r[0]?.n ?? 0);
  }

  /** The factory's points of one kind group, with gateway, area and latest value or switch state. */
  points(fid: number, switches: boolean) {
    return selectPointStates(this.db, {
      pointId: pointTable.pointId,
      code: pointTable.code,
      kind: pointTable.kind,
      name: pointTable.name,
      quantity: pointTable.quantity,
      unit: pointTable.unit,
      writable: pointTable.writable,
      gwId: gatewayTable.gwId,
      gwName: gatewayTable.name,
      gwOnline: gatewayTable.online,
      areaId: gatewayTable.areaId,
      areaName: areaTable.name,
      fieldName: fieldTable.name,
      ...pointStateColumns,
      swCause: switchStateTable.cause,
    })
      .leftJoin(fieldTable, eq(fieldTable.fieldId, areaTable.fieldId))
      .where(pointsOfFactory(fid, switches ? eq(pointTable.kind, 'switch') : ne(pointTable.kind, 'switch')))
      .orderBy(asc(gatewayTable.gwId), asc(pointTable.pointId));
  }

  /** The newest control request per switch of the factory, with who asked. */
  lastRequests(fid: number) {
    return this.db
      .selectDistinctOn([controlRequestTable.pointId], {
        pointId: controlRequestTable.pointId,
        action: controlRequestTable.action,
        value: controlRequestTable.value,
        status: controlRequestTable.status,
        source: controlRequestTable.source,
        createdAt: controlRequestTable.createdAt,
        cname: userTable.cname,
      })
      .from(controlRequestTable)
      .leftJoin(userTable, userOf(controlRequestTable.uid))
      .where(eq(controlRequestTable.fid, fid))
      .orderBy(controlRequestTable.pointId, desc(controlRequestTable.createdAt));
  }

  /** Per-minute averages of the factory's sensors and meters since `since` (sparklines). */
  minuteSeries(fid: number, since: Date) {
    const minute = sql<Date>`date_trunc('minute', ${readingTable.ts})`;
    return selectPointPlaces(this.db, { pointId: readingTable.pointId, t: minute.mapWith((x: string | Date) => new Date(x)), v: sql<number>`avg(${readingTable.v})`.mapWith(Number) })
      .innerJoin(readingTable, eq(readingTable.pointId, pointTable.pointId))
      .where(pointsOfFactory(fid, ne(pointTable.kind, 'switch'), gte(readingTable.ts, since)))
      .groupBy(readingTable.pointId, minute)
      .orderBy(readingTable.pointId, minute);
  }
}
