import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likeOf, type PageArgs } from '../../lib/paging.js';
import { kwParam, preparedShapes, shapeOf } from '../../lib/prepared-shapes.js';
import { areaTable } from '../facility/index.js';
import { deviceGroupTable, gatewayTable, latestValueTable, readingTable, pointTable, pointStateColumns, pointsOfFactory, selectPointPlaces, selectPointStates, switchStateTable } from '../iot-store/index.js';
import { dailyRollupTable, hourlyRollupTable } from '../iot-ingest/index.js';
import { firstRow, insertReturning } from '../../lib/row-lookups.js';

export type DeviceFilter = PageArgs & { area_id?: number; gw_id?: number; grp_id?: number | 0; kind?: 'sensor' | 'switch' | 'meter'; keyword?: string };

export class DeviceRepository {
  constructor(private readonly db: Db) {}

  /** The device list's statements (rows and total) for each combination of filters: the IoT page opened most. */
  private readonly pages = preparedShapes('pfs_device_list', (has, name) => {
    const p = sql.placeholder;
    const where = and(
      eq(gatewayTable.fid, p('fid')),
      has.has('area') ? eq(gatewayTable.areaId, p('area')) : undefined,
      has.has('gw') ? eq(pointTable.gwId, p('gw')) : undefined,
      // Group 0 asks for the devices in no group.
      has.has('noGroup') ? isNull(pointTable.grpId) : has.has('grp') ? eq(pointTable.grpId, p('grp')) : undefined,
      has.has('kind') ? eq(pointTable.kind, p('kind')) : undefined,
      has.has('kw') ? kwParam('kw', pointTable.code, pointTable.name, pointTable.displayName) : undefined,
    );
    const rows = selectPointStates(this.db, {
      point: pointTable,
      gwName: gatewayTable.name,
      gwSn: gatewayTable.sn,
      gwOnline: gatewayTable.online,
      areaId: gatewayTable.areaId,
      areaName: areaTable.name,
      grpName: deviceGroupTable.name,
      ...pointStateColumns,
    })
      .leftJoin(deviceGroupTable, eq(deviceGroupTable.grpId, pointTable.grpId))
      .where(where)
      .orderBy(asc(gatewayTable.gwId), asc(pointTable.sortNo), asc(pointTable.pointId))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(name);
    return { rows, total: selectPointPlaces(this.db, { n: count() }).where(where).prepare(`${name}_ct`) };
  });

  async list(fid: number, f: DeviceFilter) {
    const kw = f.keyword?.trim();
    // 0 and '' mean "any", as everywhere in the lists; grp_id 0 means "in no group".
    const filters = {
      area: f.area_id || undefined,
      gw: f.gw_id || undefined,
      grp: f.grp_id || undefined,
      noGroup: f.grp_id === 0 || undefined,
      kind: f.kind || undefined,
      kw: kw ? likeOf(kw) : undefined,
    };
    const q = this.pages(shapeOf(filters));
    const values = { fid, ...filters };
    const [rows, [counted]] = await Promise.all([q.rows.execute({ ...values, limit: f.size, offset: (f.page - 1) * f.size }), q.total.execute(values)]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** A point with its gateway, only when the gateway belongs to the factory. */
  get(fid: number, pointId: number) {
    return selectPointPlaces(this.db, { point: pointTable, gw: gatewayTable })
      .where(pointsOfFactory(fid, eq(pointTable.pointId, pointId)))
      .then((r) => r[0]);
  }

  gateway(fid: number, gwId: number) {
    return firstRow(this.db, gatewayTable, eq(gatewayTable.fid, fid), eq(gatewayTable.gwId, gwId));
  }

  findByCode(gwId: number, code: string) {
    return firstRow(this.db, pointTable, eq(pointTable.gwId, gwId), eq(pointTable.code, code));
  }

  async update(pointId: number, set: Partial<typeof pointTable.$inferInsert>) {
    await this.db.update(pointTable).set(set).where(eq(pointTable.pointId, pointId));
  }

  insert(p: typeof pointTable.$inferInsert) {
    return insertReturning(this.db, pointTable, p);
  }

  /** Removes points with everything recorded for them: readings, rollups, latest value and switch state. */
  async deletePoints(pointIds: number[]) {
    if (pointIds.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.delete(readingTable).where(inArray(readingTable.pointId, pointIds));
      await tx.delete(hourlyRollupTable).where(inArray(hourlyRollupTable.pointId, pointIds));
      await tx.delete(dailyRollupTable).where(inArray(dailyRollupTable.pointId, pointIds));
      await tx.delete(latestValueTable).where(inArray(latestValueTable.pointId, pointIds));
      await tx.delete(switchStateTable).where(inArray(switchStateTable.pointId, pointIds));
      await tx.delete(pointTable).where(inArray(pointTable.pointId, pointIds));
    });
  }

  pointIdsOf(gwId: number) {
    return this.db
      .select({ id: pointTable.pointId })
      .from(pointTable)
      .where(eq(pointTable.gwId, gwId))
      .then((r) => r.map((x) => x.id));
  }
}
