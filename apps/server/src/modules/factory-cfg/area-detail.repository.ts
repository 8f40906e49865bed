import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { type PlantPhase } from '@pfs/domain';
import { CLIMATE_QUANTITIES, type BatchStatus } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { gatewayTable, pointTable, latestValueTable } from '../iot-store/index.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable } from '../plant/index.js';
import { plantSpecTable, specOf } from '../plant-spec/index.js';

export type StayRow = {
  batch_id: number;
  batch_no: string;
  crop: string;
  variety: string;
  phase: PlantPhase;
  from: string;
  to: string | null;
  batch_status: BatchStatus;
};

/** What an area holds and held: batches standing there, the day-by-day changes, its sensors' latest values. */
export class AreaDetailRepository {
  constructor(private readonly db: Db) {}

  batchesIn(areaId: number) {
    return this.db
      .select({
        batch_id: plantBatchTable.batchId,
        batch_no: plantBatchTable.batchNo,
        crop: plantSpecTable.crop,
        variety: plantSpecTable.variety,
        phase: plantBatchPlaceTable.phase,
        dishes: plantBatchPlaceTable.dishes,
        plants: plantBatchPlaceTable.plants,
        since: plantBatchPlaceTable.since,
      })
      .from(plantBatchPlaceTable)
      .innerJoin(plantBatchTable, eq(plantBatchTable.batchId, plantBatchPlaceTable.batchId))
      .innerJoin(plantSpecTable, specOf(plantBatchTable.specId))
      .where(and(eq(plantBatchPlaceTable.areaId, areaId), gt(plantBatchPlaceTable.dishes, 0)))
      .orderBy(asc(plantBatchPlaceTable.since), asc(plantBatchTable.batchNo));
  }

  /** Net dishes into (+) and out of (−) the area per day after `after`, deleted batches left out like their places. */
  async changesAfter(areaId: number, after: string): Promise<{ date: string; delta: number }[]> {
    const e = plantBatchEventTable;
    const delta = sql<number>`sum(case when ${e.toAreaId} = ${areaId} then coalesce(${e.dishesTo}, ${e.dishes}) else 0 end
      - case when ${e.fromAreaId} = ${areaId} then ${e.dishes} else 0 end)`.mapWith(Number);
    return this.db
      .select({ date: e.date, delta })
      .from(e)
      .innerJoin(plantBatchTable, eq(plantBatchTable.batchId, e.batchId))
      .where(and(or(eq(e.toAreaId, areaId), eq(e.fromAreaId, areaId)), gt(e.date, after), ne(plantBatchTable.status, 'del'), eq(e.voided, false)))
      .groupBy(e.date)
      .orderBy(desc(e.date));
  }

  /** Enabled climate sensors of the gateways mapped to the area, with their latest value (none yet: left out). */
  climateReadings(areaId: number) {
    return this.climateWhere(eq(gatewayTable.areaId, areaId));
  }

  /** The same for every area of a factory that has a gateway mapped to it (the home page's climate block). */
  climateReadingsOfFactory(fid: number) {
    return this.climateWhere(and(eq(gatewayTable.fid, fid), isNotNull(gatewayTable.areaId))!);
  }

  private climateWhere(which: SQL) {
    return this.db
      .select({ areaId: gatewayTable.areaId, quantity: pointTable.quantity, unit: pointTable.unit, displayUnit: pointTable.displayUnit, v: latestValueTable.v, ts: latestValueTable.ts })
      .from(pointTable)
      .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
      .innerJoin(latestValueTable, eq(latestValueTable.pointId, pointTable.pointId))
      .where(and(which, eq(pointTable.kind, 'sensor'), eq(pointTable.enabled, true), inArray(pointTable.quantity, [...CLIMATE_QUANTITIES])));
  }

  /**
   * Each time a batch stood in the area in a phase, from its events: the first day dishes came in, and the day
   * the last left — none while it still stands there. Overlapping [start_day, end_day] when given.
   */
  async stays(
    areaId: number,
    f: { page: number; size: number; startDay?: string; endDay?: string; today: string },
  ): Promise<{ rows: StayRow[]; total: number }> {
    const res = await this.db.execute(sql`
      with moves as (
        select batch_id, to_phase as phase, date, 1 as dir from ${plantBatchEventTable} where to_area_id = ${areaId} and to_phase is not null and not voided
        union all
        select batch_id, from_phase, date, -1 from ${plantBatchEventTable} where from_area_id = ${areaId} and from_phase is not null and not voided
      ), stays as (
        select m.batch_id, m.phase, min(m.date) filter (where m.dir = 1) as from_day, max(m.date) filter (where m.dir = -1) as out_day,
               bool_or(p.batch_id is not null) as here
        from moves m
        left join ${plantBatchPlaceTable} p on p.batch_id = m.batch_id and p.area_id = ${areaId} and p.phase = m.phase and p.dishes > 0
        group by m.batch_id, m.phase
      ), shown as (
        select s.batch_id, s.phase, s.from_day, case when s.here then null else s.out_day end as to_day
        from stays s
        where s.from_day is not null
          and (${f.startDay ?? null}::date is null or coalesce(case when s.here then null else s.out_day end, ${f.today}::date) >= ${f.startDay ?? null}::date)
          and (${f.endDay ?? null}::date is null or s.from_day <= ${f.endDay ?? null}::date)
      )
      select x.batch_id, b.batch_no, sp.crop, sp.variety, x.phase, x.from_day::text as "from", x.to_day::text as "to", b.status as batch_status,
             count(*) over() as total
      from shown x
      join ${plantBatchTable} b on b.batch_id = x.batch_id
      join ${plantSpecTable} sp on sp.spec_id = b.spec_id
      order by x.from_day desc, x.batch_id desc, x.phase
      limit ${f.size} offset ${(f.page - 1) * f.size}`);
    const rows = (res as unknown as { rows: (StayRow & { total: number | string })[] }).rows;
    if (rows.length === 0 && f.page > 1) {
      const first = await this.stays(areaId, { ...f, page: 1, size: 1 });
      return { rows: [], total: first.total };
    }
    return { rows: rows.map(({ total: _t, ...r }) => ({ ...r, batch_id: Number(r.batch_id) })), total: Number(rows[0]?.total ?? 0) };
  }
}
