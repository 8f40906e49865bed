import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userTable } from '../user/user.table.js';
import { controlRequestTable } from '../iot-gateway/control.table.js';
import { gatewayTable } from '../iot-gateway/gateway.table.js';
import { pointTable } from '../iot-device/point.table.js';
import { selectPointPlaces } from '../iot-device/point-place.table.js';
import { iotLogTable } from './iotlog.table.js';

export type IotLogFilter = { page: number; size: number; start?: Date; end?: Date; kind?: string; uid?: number; keyword?: string };

/** LIKE pattern matching the keyword literally (% and _ typed by the user are not wildcards). */
const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class IotLogRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof iotLogTable.$inferInsert) {
    await this.db.insert(iotLogTable).values(row);
  }

  async list(fid: number, f: IotLogFilter) {
    const c: (SQL | undefined)[] = [eq(iotLogTable.fid, fid)];
    if (f.start) c.push(gte(iotLogTable.ts, f.start));
    if (f.end) c.push(lt(iotLogTable.ts, f.end));
    if (f.kind) c.push(eq(iotLogTable.kind, f.kind));
    if (f.uid) c.push(eq(iotLogTable.uid, f.uid));
    if (f.keyword) c.push(or(ilike(iotLogTable.target, containing(f.keyword)), ilike(iotLogTable.content, containing(f.keyword))));
    const where = and(...c);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ log: iotLogTable, cname: userTable.cname })
        .from(iotLogTable)
        .leftJoin(userTable, eq(userTable.uid, iotLogTable.uid))
        .where(where)
        .orderBy(desc(iotLogTable.ts), desc(iotLogTable.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size),
      this.db.select({ n: count() }).from(iotLogTable).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Who asked for a control request and what it addressed (the outcome event carries ids only). */
  requestContext(reqId: string) {
    return selectPointPlaces(this.db, { uid: controlRequestTable.uid, source: controlRequestTable.source, pointName: sql<string>`coalesce(${pointTable.displayName}, nullif(${pointTable.name}, ''), ${pointTable.code})`, unit: sql<string>`coalesce(${pointTable.displayUnit}, ${pointTable.unit})`, gwName: gatewayTable.name })
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
