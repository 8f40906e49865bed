import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fetchPage } from '../../lib/paging.js';
import { userTable, userOf } from '../user/index.js';
import { controlRequestTable, gatewayTable, pointTable, pointsOfFactory, selectPointPlaces } from '../iot-store/index.js';
import { firstRow, updateReturning } from '../../lib/row-lookups.js';

export type RequestStatus = (typeof controlRequestTable.$inferSelect)['status'];

export class ControlRepository {
  constructor(private readonly db: Db) {}

  /** A writable switch point of the factory, with its gateway. */
  async switchPoint(fid: number, pointId: number) {
    const [row] = await selectPointPlaces(this.db, { point: pointTable, gw: gatewayTable }).where(pointsOfFactory(fid, eq(pointTable.pointId, pointId)));
    return row;
  }

  async insert(r: typeof controlRequestTable.$inferInsert) {
    await this.db.insert(controlRequestTable).values(r);
  }

  update(reqId: string, patch: Partial<typeof controlRequestTable.$inferInsert>) {
    return updateReturning(this.db, controlRequestTable, patch, eq(controlRequestTable.reqId, reqId));
  }

  get(reqId: string) {
    return firstRow(this.db, controlRequestTable, eq(controlRequestTable.reqId, reqId));
  }

  /** Requests still waiting for an outcome whose time is up. */
  overdue(now: Date) {
    return this.db
      .select()
      .from(controlRequestTable)
      .where(and(inArray(controlRequestTable.status, ['pending', 'sent']), lt(controlRequestTable.expiresAt, now)));
  }

  openRequests() {
    return this.db
      .select()
      .from(controlRequestTable)
      .where(inArray(controlRequestTable.status, ['pending', 'sent']));
  }

  list(fid: number, page: number, size: number) {
    const where = eq(controlRequestTable.fid, fid);
    return fetchPage(
      selectPointPlaces(this.db, {
        req: controlRequestTable,
        pointName: pointTable.name,
        pointCode: pointTable.code,
        gwName: gatewayTable.name,
        cname: userTable.cname,
      })
        .innerJoin(controlRequestTable, eq(controlRequestTable.pointId, pointTable.pointId))
        .leftJoin(userTable, userOf(controlRequestTable.uid))
        .where(where)
        .orderBy(desc(controlRequestTable.createdAt)),
      this.db.select({ n: count() }).from(controlRequestTable).where(where),
      { page, size },
    );
  }
}
