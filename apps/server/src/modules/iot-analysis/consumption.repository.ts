import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { gatewayTable, pointTable, pointsOfFactory, selectPointPlaces } from '../iot-store/index.js';
import { hourlyRollupTable } from '../iot-ingest/index.js';

export class ConsumptionRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Local midnight of a calendar day in the factory time zone, as an instant. */
  private midnight(day: string) {
    return sql`(${day}::date::timestamp at time zone ${this.timeZone})`;
  }

  /** The factory's meters counting one quantity (kwh, m3), with the area of their gateway. */
  meters(fid: number, quantity: string) {
    return selectPointPlaces(this.db, {
      point_id: pointTable.pointId,
      name: sql<string>`coalesce(${pointTable.displayName}, nullif(${pointTable.name}, ''), ${pointTable.code})`,
      code: pointTable.code,
      gw_id: gatewayTable.gwId,
      gw_name: gatewayTable.name,
      area_id: gatewayTable.areaId,
      area_name: sql<string>`coalesce(${areaTable.name}, '')`,
      area_sort: sql<number>`coalesce(${areaTable.sortNo}, 999999)`,
    })
      .where(pointsOfFactory(fid, eq(pointTable.kind, 'meter'), eq(pointTable.quantity, quantity)))
      .orderBy(asc(gatewayTable.areaId), asc(pointTable.pointId));
  }

  /** First and last reading of every hour of the meters over the local days start…end, with the hour's local day. */
  hourlySpans(pointIds: number[], startDay: string, endDay: string) {
    return this.db
      .select({
        pointId: hourlyRollupTable.pointId,
        day: sql<string>`to_char(${hourlyRollupTable.bucket} at time zone ${this.timeZone}, 'YYYY-MM-DD')`,
        first: hourlyRollupTable.firstV,
        last: hourlyRollupTable.lastV,
      })
      .from(hourlyRollupTable)
      .where(
        and(
          inArray(hourlyRollupTable.pointId, pointIds),
          gte(hourlyRollupTable.bucket, this.midnight(startDay)),
          lt(hourlyRollupTable.bucket, sql`(${endDay}::date + 1)::timestamp at time zone ${this.timeZone}`),
        ),
      )
      .orderBy(asc(hourlyRollupTable.pointId), asc(hourlyRollupTable.bucket));
  }

  /** Each meter's last reading before the range: the base of the first day's consumption. */
  lastBefore(pointIds: number[], startDay: string) {
    return this.db
      .selectDistinctOn([hourlyRollupTable.pointId], { pointId: hourlyRollupTable.pointId, last: hourlyRollupTable.lastV })
      .from(hourlyRollupTable)
      .where(and(inArray(hourlyRollupTable.pointId, pointIds), lt(hourlyRollupTable.bucket, this.midnight(startDay))))
      .orderBy(asc(hourlyRollupTable.pointId), desc(hourlyRollupTable.bucket));
  }
}
