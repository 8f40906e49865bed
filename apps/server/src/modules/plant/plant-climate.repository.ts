import { eq, inArray, sql } from 'drizzle-orm';
import { CLIMATE_QUANTITIES, LIGHT_ON_PPFD, type ClimateQuantity, type HourTotals } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { gatewayTable, pointTable, pointsOfFactory, selectPointPlaces } from '../iot-store/index.js';
import { hourlyRollupTable } from '../iot-ingest/index.js';

/**
 * One quantity in one area on one calendar day (factory time zone), from its hours: the hourly averages of the
 * area's sensors averaged per hour, then summed for the day — with how many hours stayed within the bounds and,
 * for light, how many were lit and the sum of light (for the DLI).
 */
export type AreaDay = HourTotals & { areaId: number; quantity: ClimateQuantity; day: string; lit: number; lightSum: number };
export type Bounds = { areaId: number; quantity: ClimateQuantity; lo: number | null; hi: number | null };

/** The climate of areas from the IoT hourly rollups of their gateways' sensors. */
export class PlantClimateRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /**
   * Days from `from` (inclusive) to `to` (exclusive) of the areas' climate sensors. Summed in the database: a
   * batch of 120 days reads a few hundred rows, not the tens of thousands of hours behind them.
   */
  async days(fid: number, areaIds: number[], from: Date, to: Date, bounds: readonly Bounds[]): Promise<AreaDay[]> {
    if (areaIds.length === 0) return [];
    const points = await selectPointPlaces(this.db, { pointId: pointTable.pointId, areaId: gatewayTable.areaId, quantity: pointTable.quantity }).where(
      pointsOfFactory(fid, inArray(gatewayTable.areaId, areaIds), inArray(pointTable.quantity, [...CLIMATE_QUANTITIES]), eq(pointTable.kind, 'sensor')),
    );
    if (points.length === 0) return [];
    const h = hourlyRollupTable;
    const pts = sql.join(
      points.map((p) => sql`(${p.pointId}::int, ${p.areaId}::int, ${p.quantity}::text)`),
      sql`, `,
    );
    // A bound-less row keeps the VALUES list valid when no targets are set.
    const bnd = sql.join(
      [{ areaId: 0, quantity: '', lo: null, hi: null }, ...bounds].map((b) => sql`(${b.areaId}::int, ${b.quantity}::text, ${b.lo}::float8, ${b.hi}::float8)`),
      sql`, `,
    );
    const res = await this.db.execute(sql`
      with pts(point_id, area_id, quantity) as (values ${pts}),
      bnd(area_id, quantity, lo, hi) as (values ${bnd}),
      hrs as (
        select p.area_id, p.quantity, r.bucket, avg(r.sum_v / r.ct) as v, min(r.min_v) as lo_v, max(r.max_v) as hi_v
        from ${h} r join pts p on p.point_id = r.point_id
        where r.point_id in (${sql.join(
          points.map((p) => sql`${p.pointId}`),
          sql`, `,
        )}) and r.bucket >= ${from.toISOString()}::timestamptz and r.bucket < ${to.toISOString()}::timestamptz
        group by p.area_id, p.quantity, r.bucket
      )
      select x.area_id as "areaId", x.quantity, to_char(x.bucket at time zone ${this.timeZone}, 'YYYY-MM-DD') as day,
             count(*)::int as hours, sum(x.v)::float8 as sum, min(x.lo_v)::float8 as min, max(x.hi_v)::float8 as max,
             (count(*) filter (where (b.lo is null or x.v >= b.lo) and (b.hi is null or x.v <= b.hi)))::int as in_target,
             (count(*) filter (where x.v >= ${LIGHT_ON_PPFD}))::int as lit,
             sum(greatest(x.v, 0))::float8 as "lightSum"
      from hrs x left join bnd b on b.area_id = x.area_id and b.quantity = x.quantity
      group by 1, 2, 3`);
    const rows = (res as unknown as { rows: AreaDay[] }).rows;
    // Drivers hand back numbers, or numeric text for some aggregates: made numbers here once.
    return rows.map((r) => ({ ...r, areaId: Number(r.areaId), hours: Number(r.hours), sum: Number(r.sum), min: Number(r.min), max: Number(r.max), in_target: Number(r.in_target), lit: Number(r.lit), lightSum: Number(r.lightSum) }));
  }
}
