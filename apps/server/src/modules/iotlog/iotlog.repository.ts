import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eqIf, inRange, kwMatch, type PageArgs } from '../../lib/paging.js';
import { controlRequestTable, gatewayTable, pointTable, selectPointPlaces } from '../iot-store/index.js';
import { iotLogTable } from './iotlog.table.js';
import { logPage } from '../syslog/index.js';

export type IotLogFilter = PageArgs & { start?: Date; end?: Date; kind?: string; uid?: number; keyword?: string };

export class IotLogRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof iotLogTable.$inferInsert) {
    await this.db.insert(iotLogTable).values(row);
  }

  list(fid: number, f: IotLogFilter) {
    const where = and(
      eq(iotLogTable.fid, fid),
      inRange(iotLogTable.ts, f.start, f.end),
      eqIf(iotLogTable.kind, f.kind),
      eqIf(iotLogTable.uid, f.uid),
      kwMatch(f.keyword, iotLogTable.target, iotLogTable.content),
    );
    return logPage(this.db, iotLogTable, where, f);
  }

  /** Who asked for a control request and what it addressed (the outcome event carries ids only). */
  requestContext(reqId: string) {
    return selectPointPlaces(this.db, {
      uid: controlRequestTable.uid,
      source: controlRequestTable.source,
      pointName: sql<string>`coalesce(${pointTable.displayName}, nullif(${pointTable.name}, ''), ${pointTable.code})`,
      unit: sql<string>`coalesce(${pointTable.displayUnit}, ${pointTable.unit})`,
      gwName: gatewayTable.name,
    })
      .innerJoin(controlRequestTable, eq(controlRequestTable.pointId, pointTable.pointId))
      .where(eq(controlRequestTable.reqId, reqId))
      .then((r) => r[0]);
  }

  gateway(gwId: number) {
    return this.db
      .select({ fid: gatewayTable.fid, name: gatewayTable.name, sn: gatewayTable.sn })
      .from(gatewayTable)
      .where(eq(gatewayTable.gwId, gwId))
      .then((r) => r[0]);
  }
}
