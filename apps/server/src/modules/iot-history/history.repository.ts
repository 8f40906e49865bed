import { and, asc, count, desc, eq, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import { EQUIP_QUANTITIES } from '@pfs/domain/mes';
import type { PointOptionKind } from '@pfs/domain/iot-history';
import type { Db } from '../../db/client.js';
import { countWhere, eqIf, fetchPage } from '../../lib/paging.js';
import { metaFields, ms, rollupColumns, round3 } from './history-sql.js';
import { areaTable } from '../facility/index.js';
import { gatewayTable, latestValueTable, readingTable, pointTable, pointsOfFactory, selectPointPlaces } from '../iot-store/index.js';
import { dailyRollupTable, hourlyRollupTable } from '../iot-ingest/index.js';

export type ExtremeFilter = {
  pointIds?: number[];
  gwId?: number;
  areaId?: number;
  startDay: string;
  endDay: string;
  page: number;
  size: number;
  sort: 'day' | 'max_v' | 'min_v';
  order: 'asc' | 'desc';
};

/** Read-only queries over raw readings and rollups for history pages and export. */
export class HistoryRepository {
  constructor(
    private readonly db: Db,
    readonly timeZone: string,
  ) {}

  private metaSelect() {
    return selectPointPlaces(this.db, { ...metaFields, fid: gatewayTable.fid });
  }

  /** The factory's points of these kinds (history asks for sensors and meters: switches keep states, not readings), by area then gateway. */
  pointOptions(fid: number, kinds: readonly PointOptionKind[]) {
    const fields = {
      ...metaFields,
      kind: sql<PointOptionKind>`${pointTable.kind}`,
      writable: pointTable.writable,
      min: pointTable.minValue,
      max: pointTable.maxValue,
      sn: gatewayTable.sn,
    };
    return selectPointPlaces(this.db, fields)
      .where(pointsOfFactory(fid, inArray(pointTable.kind, [...kinds])))
      .orderBy(asc(areaTable.sortNo), asc(areaTable.areaId), asc(gatewayTable.gwId), asc(pointTable.pointId));
  }

  /** The asked points whatever their factory and kind: the service tells "not yours" from "not there". */
  pointsByIds(ids: number[]) {
    return this.metaSelect().where(inArray(pointTable.pointId, ids));
  }

  async readingCounts(ids: number[], start: Date, end: Date): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ id: readingTable.pointId, n: sql<number>`count(*)::int` })
      .from(readingTable)
      .where(and(inArray(readingTable.pointId, ids), gte(readingTable.ts, start), lt(readingTable.ts, end)))
      .groupBy(readingTable.pointId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /** Every reading, column-wise. */
  rawColumns(ids: number[], start: Date, end: Date) {
    const r = readingTable;
    return this.db
      .select({
        pointId: r.pointId,
        cols: sql<{ t: number[]; v: number[] }>`json_build_object('t', json_agg(${ms(r.ts)} order by ${r.ts}), 'v', json_agg(${r.v} order by ${r.ts}))`,
      })
      .from(r)
      .where(and(inArray(r.pointId, ids), gte(r.ts, start), lt(r.ts, end)))
      .groupBy(r.pointId);
  }

  /** Readings folded into buckets of `bucketS` seconds (t = bucket start), each with avg, min and max. */
  async bucketColumns(ids: number[], start: Date, end: Date, bucketS: number) {
    const res = await this.db.execute(sql`
      select point_id, json_build_object('t', json_agg(b * ${bucketS * 1000}::bigint order by b), 'v', json_agg(round(av::numeric, 3)::float8 order by b),
        'min', json_agg(mn order by b), 'max', json_agg(mx order by b)) as cols
      from (
        select ${readingTable.pointId} as point_id, floor(extract(epoch from ${readingTable.ts}) / ${bucketS})::bigint as b, avg(${readingTable.v}) as av, min(${readingTable.v}) as mn, max(${readingTable.v}) as mx
        from ${readingTable}
        where ${and(inArray(readingTable.pointId, ids), gte(readingTable.ts, start), lt(readingTable.ts, end))}
        group by 1, 2
      ) s group by point_id`);
    return (res as unknown as { rows: { point_id: number; cols: { t: number[]; v: number[]; min: number[]; max: number[] } }[] }).rows;
  }

  hourly(ids: number[], start: Date, end: Date) {
    const h = hourlyRollupTable;
    return this.db
      .select({ pointId: h.pointId, t: sql<number[]>`json_agg(${ms(h.bucket)} order by ${h.bucket})`, cols: rollupColumns(h, sql`${h.bucket}`) })
      .from(h)
      .where(and(inArray(h.pointId, ids), gte(h.bucket, start), lt(h.bucket, end)))
      .groupBy(h.pointId);
  }

  /** Daily rollups on the hourly time axis (t = local midnight): long-range charts read the coarser table. */
  dailyAsBuckets(ids: number[], startDay: string, endDay: string) {
    const d = dailyRollupTable;
    const midnight = sql`(${d.day}::timestamp at time zone ${this.timeZone})`;
    return this.db
      .select({ pointId: d.pointId, t: sql<number[]>`json_agg(${ms(midnight)} order by ${d.day})`, cols: rollupColumns(d, sql`${d.day}`) })
      .from(d)
      .where(and(inArray(d.pointId, ids), gte(d.day, startDay), lte(d.day, endDay)))
      .groupBy(d.pointId);
  }

  /** Hourly rows for the table under the chart, paged and sorted in the database. */
  async hourlyPage(ids: number[], start: Date, end: Date, f: { page: number; size: number; sort: 't' | 'avg' | 'min' | 'max'; order: 'asc' | 'desc' }) {
    const h = hourlyRollupTable;
    const where = and(inArray(h.pointId, ids), gte(h.bucket, start), lt(h.bucket, end));
    const avg = sql`${h.sumV} / ${h.ct}`;
    const sortCol = { t: sql`${h.bucket}`, avg, min: sql`${h.minV}`, max: sql`${h.maxV}` }[f.sort];
    const [items, total] = await Promise.all([
      f.sort === 't'
        ? this.hourlyPageByTime(ids, start, end, f)
        : this.db
            .select({
              t: ms(h.bucket).mapWith(Number),
              point_id: h.pointId,
              avg: round3(avg).mapWith(Number),
              min: h.minV,
              min_ts: ms(h.minTs).mapWith(Number),
              max: h.maxV,
              max_ts: ms(h.maxTs).mapWith(Number),
              ct: h.ct,
            })
            .from(h)
            .where(where)
            .orderBy(f.order === 'asc' ? asc(sortCol) : desc(sortCol), desc(h.bucket), asc(h.pointId))
            .limit(f.size)
            .offset((f.page - 1) * f.size),
      this.db.select({ n: count() }).from(h).where(where),
    ]);
    return { items, total_ct: total[0]?.n ?? 0 };
  }

  /**
   * Newest (or oldest) first: each point's own index gives its first page × size hours, and only those are merged,
   * so page 1 of a year for 20 points reads 20 × 20 rows instead of sorting 175,200.
   */
  private async hourlyPageByTime(ids: number[], start: Date, end: Date, f: { page: number; size: number; order: 'asc' | 'desc' }) {
    const h = hourlyRollupTable;
    const dir = sql.raw(f.order === 'asc' ? 'asc' : 'desc');
    const res = await this.db.execute(sql`
      select (extract(epoch from bucket) * 1000)::bigint as t, point_id, round((sum_v / ct)::numeric, 3)::float8 as avg, min_v as min,
        (extract(epoch from min_ts) * 1000)::bigint as min_ts, max_v as max, (extract(epoch from max_ts) * 1000)::bigint as max_ts, ct
      from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) as p(id)
      cross join lateral (
        select * from ${h} where ${h.pointId} = p.id and ${h.bucket} >= ${start.toISOString()}::timestamptz and ${h.bucket} < ${end.toISOString()}::timestamptz
        order by ${h.bucket} ${dir} limit ${f.page * f.size}
      ) x
      order by bucket ${dir}, point_id limit ${f.size} offset ${(f.page - 1) * f.size}`);
    type Row = { t: string | number; point_id: number; avg: number; min: number; min_ts: string | number; max: number; max_ts: string | number; ct: number };
    return (res as unknown as { rows: Row[] }).rows.map((r) => ({
      ...r,
      t: Number(r.t),
      min_ts: Number(r.min_ts),
      max_ts: Number(r.max_ts),
      point_id: Number(r.point_id),
      ct: Number(r.ct),
    }));
  }

  daily(ids: number[], startDay: string, endDay: string) {
    const d = dailyRollupTable;
    return this.db
      .select({ pointId: d.pointId, day: sql<string[]>`json_agg(${d.day} order by ${d.day})`, cols: rollupColumns(d, sql`${d.day}`) })
      .from(d)
      .where(and(inArray(d.pointId, ids), gte(d.day, startDay), lte(d.day, endDay)))
      .groupBy(d.pointId);
  }

  latest(ids: number[]) {
    return this.db
      .select({ pointId: latestValueTable.pointId, ts: ms(latestValueTable.ts).mapWith(Number), v: latestValueTable.v })
      .from(latestValueTable)
      .where(inArray(latestValueTable.pointId, ids));
  }

  async extremes(fid: number, f: ExtremeFilter) {
    const d = dailyRollupTable;
    const where = pointsOfFactory(
      fid,
      gte(d.day, f.startDay),
      lte(d.day, f.endDay),
      // A machine's state and counter have no daily high and low worth reading, unless their points are asked for.
      f.pointIds?.length ? inArray(d.pointId, f.pointIds) : notInArray(pointTable.quantity, [...EQUIP_QUANTITIES]),
      eqIf(gatewayTable.gwId, f.gwId),
      eqIf(gatewayTable.areaId, f.areaId),
    );
    const sortCol = { day: d.day, max_v: d.maxV, min_v: d.minV }[f.sort];
    const dir = f.order === 'asc' ? asc : desc;
    const { rows, total } = await fetchPage(
      selectPointPlaces(this.db, {
        day: d.day,
        point_id: d.pointId,
        point_name: pointTable.name,
        unit: pointTable.unit,
        gw_name: gatewayTable.name,
        area_name: sql<string>`coalesce(${areaTable.name}, '')`,
        min_v: d.minV,
        min_ts: ms(d.minTs).mapWith(Number),
        max_v: d.maxV,
        max_ts: ms(d.maxTs).mapWith(Number),
        avg: round3(sql`${d.sumV} / ${d.ct}`).mapWith(Number),
        ct: d.ct,
      })
        .innerJoin(d, eq(d.pointId, pointTable.pointId))
        .where(where)
        .orderBy(dir(sortCol), asc(d.pointId), desc(d.day)),
      selectPointPlaces(this.db, { n: count() }).innerJoin(d, eq(d.pointId, pointTable.pointId)).where(where),
      f,
    );
    return { items: rows, total_ct: total };
  }

  /** Export chunks: rows of one time window, time already formatted in the factory's zone, ordered by time. */
  rawChunk(ids: number[], from: Date, to: Date, after: { ts: Date; pointId: number } | null, limit: number) {
    const r = readingTable;
    return this.db
      .select({ ts: r.ts, t: sql<string>`to_char(${r.ts} at time zone ${this.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`, pointId: r.pointId, v: r.v })
      .from(r)
      .where(
        and(
          inArray(r.pointId, ids),
          gte(r.ts, from),
          lt(r.ts, to),
          after ? sql`(${r.ts}, ${r.pointId}) > (${after.ts.toISOString()}::timestamptz, ${after.pointId})` : undefined,
        ),
      )
      .orderBy(asc(r.ts), asc(r.pointId))
      .limit(limit);
  }

  hourlyChunk(ids: number[], from: Date, to: Date) {
    const h = hourlyRollupTable;
    return this.db
      .select({
        t: sql<string>`to_char(${h.bucket} at time zone ${this.timeZone}, 'YYYY-MM-DD HH24:MI')`,
        pointId: h.pointId,
        avg: round3(sql`${h.sumV} / ${h.ct}`).mapWith(Number),
        min: h.minV,
        max: h.maxV,
      })
      .from(h)
      .where(and(inArray(h.pointId, ids), gte(h.bucket, from), lt(h.bucket, to)))
      .orderBy(asc(h.bucket), asc(h.pointId));
  }

  dailyChunk(ids: number[], fromDay: string, toDay: string) {
    const d = dailyRollupTable;
    return this.db
      .select({ t: d.day, pointId: d.pointId, avg: round3(sql`${d.sumV} / ${d.ct}`).mapWith(Number), min: d.minV, max: d.maxV })
      .from(d)
      .where(and(inArray(d.pointId, ids), gte(d.day, fromDay), lte(d.day, toDay)))
      .orderBy(asc(d.day), asc(d.pointId));
  }

  async rollupCount(grain: 'hourly' | 'daily', ids: number[], from: Date | string, to: Date | string): Promise<number> {
    const [h, d] = [hourlyRollupTable, dailyRollupTable];
    const [row] =
      grain === 'hourly'
        ? await countWhere(this.db, h, and(inArray(h.pointId, ids), gte(h.bucket, from as Date), lt(h.bucket, to as Date)))
        : await countWhere(this.db, d, and(inArray(d.pointId, ids), gte(d.day, from as string), lte(d.day, to as string)));
    return row?.n ?? 0;
  }

  /** Calendar day of an instant in the factory's zone. */
  async dayOf(at: Date): Promise<string> {
    const res = await this.db.execute(sql`select to_char(${at.toISOString()}::timestamptz at time zone ${this.timeZone}, 'YYYY-MM-DD') as d`);
    return (res as unknown as { rows: { d: string }[] }).rows[0]!.d;
  }
}
