import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { analysisSetTable } from './analysis.table.js';
import { gatewayTable, pointTable, pointsOfFactory, selectPointPlaces } from '../iot-store/index.js';
import { hourlyRollupTable } from '../iot-ingest/index.js';
import { deleteRows, firstRow, insertReturning, updateReturning } from '../../lib/row-lookups.js';

export type AnalysisSetRow = typeof analysisSetTable.$inferSelect;

export class AnalysisRepository {
  constructor(private readonly db: Db) {}

  /** Sensors and meters of the factory (or just the given ones), with their gateway and area. */
  points(fid: number, pointIds?: number[]) {
    return selectPointPlaces(this.db, {
      point_id: pointTable.pointId,
      code: pointTable.code,
      /** The name and unit staff set, else what the gateway announced. */
      name: sql<string>`coalesce(${pointTable.displayName}, nullif(${pointTable.name}, ''), ${pointTable.code})`,
      kind: pointTable.kind,
      unit: sql<string>`coalesce(${pointTable.displayUnit}, ${pointTable.unit})`,
      quantity: pointTable.quantity,
      gw_id: gatewayTable.gwId,
      gw_name: gatewayTable.name,
      area_id: gatewayTable.areaId,
      area_name: sql<string>`coalesce(${areaTable.name}, '')`,
    })
      .where(pointsOfFactory(fid, ne(pointTable.kind, 'switch'), pointIds ? inArray(pointTable.pointId, pointIds) : undefined))
      .orderBy(asc(gatewayTable.gwId), asc(pointTable.pointId));
  }

  /** Hourly rollups of the points from start (inclusive) to end (exclusive), in time order. */
  hourly(pointIds: number[], start: Date, end: Date) {
    return this.db
      .select({ pointId: hourlyRollupTable.pointId, bucket: hourlyRollupTable.bucket, sum: hourlyRollupTable.sumV, ct: hourlyRollupTable.ct })
      .from(hourlyRollupTable)
      .where(and(inArray(hourlyRollupTable.pointId, pointIds), gte(hourlyRollupTable.bucket, start), lt(hourlyRollupTable.bucket, end)))
      .orderBy(asc(hourlyRollupTable.bucket));
  }

  /** Readings per gateway and hour since `since`: the gateways' reading rate. */
  gatewayHourlyCounts(fid: number, since: Date) {
    return selectPointPlaces(this.db, { gwId: pointTable.gwId, bucket: hourlyRollupTable.bucket, ct: sql<number>`sum(${hourlyRollupTable.ct})::int` })
      .innerJoin(hourlyRollupTable, eq(hourlyRollupTable.pointId, pointTable.pointId))
      .where(pointsOfFactory(fid, gte(hourlyRollupTable.bucket, since)))
      .groupBy(pointTable.gwId, hourlyRollupTable.bucket);
  }

  listSets(fid: number) {
    return this.db.select().from(analysisSetTable).where(eq(analysisSetTable.fid, fid)).orderBy(asc(analysisSetTable.name));
  }

  getSet(fid: number, setId: number) {
    return firstRow(this.db, analysisSetTable, eq(analysisSetTable.fid, fid), eq(analysisSetTable.setId, setId));
  }

  findSetByName(fid: number, name: string) {
    return firstRow(this.db, analysisSetTable, eq(analysisSetTable.fid, fid), eq(analysisSetTable.name, name));
  }

  insertSet(row: typeof analysisSetTable.$inferInsert) {
    return insertReturning(this.db, analysisSetTable, row);
  }

  updateSet(fid: number, setId: number, patch: Partial<typeof analysisSetTable.$inferInsert>) {
    return updateReturning(this.db, analysisSetTable, patch, eq(analysisSetTable.fid, fid), eq(analysisSetTable.setId, setId));
  }

  deleteSet(fid: number, setId: number): Promise<boolean> {
    return deleteRows(this.db, analysisSetTable.setId, eq(analysisSetTable.fid, fid), eq(analysisSetTable.setId, setId));
  }
}
