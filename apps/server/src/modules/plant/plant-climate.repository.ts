import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { CLIMATE_QUANTITIES, type ClimateQuantity } from '@pfs/domain';
import type { Db } from '../../db/client.js';
import { gatewayTable } from '../iot-gateway/gateway.table.js';
import { pointTable } from '../iot-device/point.table.js';
import { pointsOfFactory, selectPointPlaces } from '../iot-device/point-place.table.js';
import { hourlyRollupTable } from '../iot-ingest/rollup.table.js';

/** One hour of one quantity in one area: its sensors' hourly averages averaged, extremes over all of them. */
export type AreaHour = { areaId: number; quantity: ClimateQuantity; bucket: number; day: string; avg: number; min: number; max: number };

/** The climate of areas from the IoT hourly rollups of their gateways' sensors. */
export class PlantClimateRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Hours from `from` (inclusive) to `to` (exclusive) of the areas' climate sensors, each with its day in the factory's time zone. */
  async hours(fid: number, areaIds: number[], from: Date, to: Date): Promise<AreaHour[]> {
    if (areaIds.length === 0) return [];
    const points = await selectPointPlaces(this.db, { pointId: pointTable.pointId, areaId: gatewayTable.areaId, quantity: pointTable.quantity }).where(
      pointsOfFactory(fid, inArray(gatewayTable.areaId, areaIds), inArray(pointTable.quantity, [...CLIMATE_QUANTITIES]), eq(pointTable.kind, 'sensor')),
    );
    if (points.length === 0) return [];
    const where = new Map(points.map((p) => [p.pointId, p]));
    const h = hourlyRollupTable;
    const rows = await this.db
      .select({
        pointId: h.pointId,
        bucket: h.bucket,
        day: sql<string>`to_char(${h.bucket} at time zone ${this.timeZone}, 'YYYY-MM-DD')`,
        avg: sql<number>`${h.sumV} / ${h.ct}`,
        min: h.minV,
        max: h.maxV,
      })
      .from(h)
      .where(and(inArray(h.pointId, [...where.keys()]), gte(h.bucket, from), lt(h.bucket, to)));
    // Several sensors of one quantity in one area make one value per hour.
    const merged = new Map<string, AreaHour & { n: number; sum: number }>();
    for (const r of rows) {
      const p = where.get(r.pointId)!;
      const t = r.bucket.getTime();
      const key = `${p.areaId}|${p.quantity}|${t}`;
      const cur = merged.get(key);
      if (cur) {
        cur.n += 1;
        cur.sum += Number(r.avg);
        cur.min = Math.min(cur.min, r.min);
        cur.max = Math.max(cur.max, r.max);
      } else {
        merged.set(key, { areaId: p.areaId!, quantity: p.quantity as ClimateQuantity, bucket: t, day: r.day, avg: 0, min: r.min, max: r.max, n: 1, sum: Number(r.avg) });
      }
    }
    return [...merged.values()].map(({ n, sum, ...hour }) => ({ ...hour, avg: sum / n })).sort((a, b) => a.bucket - b.bucket);
  }
}
