import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { BirthPoint } from '@pfs/domain/iot-ingest';
import type { Db } from '../../db/client.js';
import { gatewayTable, readingTable, announcedPointRow, pointTable, switchStateTable } from '../iot-store/index.js';
import { copyReadings, foldMinutes, pgPoolOf, sortedUnique, type MinuteFold, type ReadingRow } from './reading-copy.js';

const dialect = new PgDialect();
/** The rows as a table (point_id, ms, v), from three array parameters. */
const unnestRows = (rows: ReadingRow[]) =>
  sql`unnest(${`{${rows.map((r) => r.pointId).join(',')}}`}::int[], ${`{${rows.map((r) => r.ms).join(',')}}`}::float8[], ${`{${rows.map((r) => r.v).join(',')}}`}::float8[]) AS t(point_id, ms, v)`;
const newCount = (res: unknown) => Number((res as { rows: { n: number }[] }).rows[0]?.n ?? 0);

const rollupInsertColumns = sql.raw('ct, min_v, min_ts, max_v, max_ts, sum_v, first_ts, first_v, last_ts, last_v');
// On merge, ties keep the earliest timestamp: min/max "at" is the first time the extreme was reached.
const rollupMerge = sql.raw(`ct = o.ct + excluded.ct,
  min_ts = CASE WHEN excluded.min_v < o.min_v OR (excluded.min_v = o.min_v AND excluded.min_ts < o.min_ts) THEN excluded.min_ts ELSE o.min_ts END,
  min_v = least(o.min_v, excluded.min_v),
  max_ts = CASE WHEN excluded.max_v > o.max_v OR (excluded.max_v = o.max_v AND excluded.max_ts < o.max_ts) THEN excluded.max_ts ELSE o.max_ts END,
  max_v = greatest(o.max_v, excluded.max_v),
  sum_v = o.sum_v + excluded.sum_v,
  first_v = CASE WHEN excluded.first_ts < o.first_ts THEN excluded.first_v ELSE o.first_v END,
  first_ts = least(o.first_ts, excluded.first_ts),
  last_v = CASE WHEN excluded.last_ts > o.last_ts THEN excluded.last_v ELSE o.last_v END,
  last_ts = greatest(o.last_ts, excluded.last_ts)`);

export type GatewayStatsDelta = { msgs: number; readings: number; rejected: number; lastReason: string; lastSeen: Date };

/**
 * What ingest writes: raw readings with their rollups and latest values, announced points, switch states, and a
 * gateway's online state and message statistics. Also the raw-data clean-up of `RawRetention`. Gateway lookups
 * belong to `GatewayRepository`.
 */
export class IngestRepository {
  /** PostgreSQL's pool (batches go in by COPY); null on PGlite. */
  private readonly pool: Pool | null;

  constructor(
    private readonly db: Db,
    /** Calendar days of the daily rollup are days in this zone (config TIME_ZONE). */
    private readonly timeZone = 'Asia/Shanghai',
  ) {
    this.pool = pgPoolOf(db);
  }

  async setOnline(gwId: number, online: boolean, at: Date) {
    await this.db
      .update(gatewayTable)
      .set({ online, lastSeenAt: at, onlineSince: online ? at : null })
      .where(eq(gatewayTable.gwId, gwId));
  }

  /** Upserts the points a gateway announced; staff settings (display name, group, …) are kept. */
  async upsertPoints(gwId: number, points: BirthPoint[]): Promise<void> {
    if (points.length > 0) {
      await this.db
        .insert(pointTable)
        .values(points.map((p) => announcedPointRow(gwId, p)))
        .onConflictDoUpdate({
          target: [pointTable.gwId, pointTable.code],
          set: {
            kind: sql`excluded.kind`,
            name: sql`excluded.name`,
            quantity: sql`excluded.quantity`,
            unit: sql`excluded.unit`,
            writable: sql`excluded.writable`,
            minValue: sql`excluded.min_value`,
            maxValue: sql`excluded.max_value`,
          },
        });
    }
  }

  /**
   * Stores a batch in one transaction: raw readings (duplicates of point + ts ignored), then — from the rows really
   * inserted only — the hourly and daily rollups and the newest value per point. A replayed reading therefore never
   * changes a count or a sum, and a crash never leaves raw rows without their rollups. On PostgreSQL the raw rows go
   * in by binary COPY, several times cheaper than an insert that checks each row for a conflict, and the rollups
   * follow from the same rows; a batch holding a reading already stored takes the conflict-ignoring insert instead.
   * Returns how many readings were new.
   */
  async writeReadings(rows: ReadingRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const sorted = sortedUnique(rows);
    if (this.pool) {
      const q = dialect.sqlToQuery(this.rollups(this.minuteBuckets(foldMinutes(sorted))));
      const res = await copyReadings(this.pool, sorted, { text: q.sql, params: q.params });
      if (res !== null) return newCount(res);
    }
    // Arrays travel as three array parameters (unnest): far cheaper to bind than one parameter per value.
    return newCount(
      await this.db.execute(
        this.rollups(sql`ins AS (
          INSERT INTO iot_readings (point_id, ts, v)
          SELECT point_id, to_timestamp(ms / 1000.0), v FROM ${unnestRows(sorted)}
          ON CONFLICT DO NOTHING
          RETURNING point_id, ts, v
        ), e AS (
          SELECT point_id, ts, v, date_part('epoch', ts) AS s FROM ins
        ), hb AS MATERIALIZED (
          SELECT point_id, date_trunc('hour', ts, ${this.timeZone}) AS bucket, count(*)::int AS ct, sum(v) AS sum_v,
            min(ARRAY[v, s]) AS mn, max(ARRAY[v, -s]) AS mx, min(ARRAY[s, v]) AS fi, max(ARRAY[s, v]) AS la
          FROM e GROUP BY 1, 2
        )`),
      ),
    );
  }

  /** hb from readings already folded per point and minute (COPY path: every row is new). */
  private minuteBuckets(f: MinuteFold) {
    const a = (xs: number[], type: 'int' | 'float8') => sql`${`{${xs.join(',')}}`}::${sql.raw(type)}[]`;
    return sql`hb AS MATERIALIZED (
      SELECT point_id, date_trunc('hour', to_timestamp(first_s), ${this.timeZone}) AS bucket, sum(ct)::int AS ct, sum(sum_v) AS sum_v,
        min(ARRAY[min_v, min_s]) AS mn, max(ARRAY[max_v, -max_s]) AS mx, min(ARRAY[first_s, first_v]) AS fi, max(ARRAY[last_s, last_v]) AS la
      FROM unnest(${a(f.pointId, 'int')}, ${a(f.ct, 'int')}, ${a(f.sum, 'float8')}, ${a(f.minV, 'float8')}, ${a(f.minS, 'float8')}, ${a(f.maxV, 'float8')},
        ${a(f.maxS, 'float8')}, ${a(f.firstS, 'float8')}, ${a(f.firstV, 'float8')}, ${a(f.lastS, 'float8')}, ${a(f.lastV, 'float8')})
        AS t(point_id, ct, sum_v, min_v, min_s, max_v, max_s, first_s, first_v, last_s, last_v)
      GROUP BY 1, 2
    )`;
  }

  /**
   * One statement: `hb` (new readings folded per point and zone hour; CTEs defining it) into the rollups and latest
   * values; answers how many readings hb holds. The daily rows and latest values fold hb further (an hour of the
   * zone lies inside one day of it). Extremes as [v, epoch] arrays: min/max without sorting.
   */
  private rollups(hb: SQL) {
    const tz = this.timeZone;
    return sql`
      WITH ${hb}, h AS (
        INSERT INTO iot_rollup_hourly AS o (point_id, bucket, ${rollupInsertColumns})
        SELECT point_id, bucket, ct, mn[1], to_timestamp(mn[2]), mx[1], to_timestamp(-mx[2]), sum_v, to_timestamp(fi[1]), fi[2], to_timestamp(la[1]), la[2]
        FROM hb ORDER BY 1, 2
        ON CONFLICT (point_id, bucket) DO UPDATE SET ${rollupMerge}
      ), d AS (
        INSERT INTO iot_rollup_daily AS o (point_id, day, ${rollupInsertColumns})
        SELECT point_id, (bucket AT TIME ZONE ${tz})::date, sum(ct), (min(mn))[1], to_timestamp((min(mn))[2]), (max(mx))[1], to_timestamp(-(max(mx))[2]),
          sum(sum_v), to_timestamp((min(fi))[1]), (min(fi))[2], to_timestamp((max(la))[1]), (max(la))[2]
        FROM hb GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (point_id, day) DO UPDATE SET ${rollupMerge}
      ), l AS (
        INSERT INTO iot_latest_values AS o (point_id, ts, v)
        SELECT point_id, to_timestamp((max(la))[1]), (max(la))[2] FROM hb GROUP BY 1 ORDER BY 1
        ON CONFLICT (point_id) DO UPDATE SET ts = excluded.ts, v = excluded.v WHERE excluded.ts > o.ts
      )
      SELECT coalesce(sum(ct), 0)::int AS n FROM hb`;
  }

  /**
   * The message statistics of every gateway heard since the last flush, in one statement instead of one per gateway.
   * The rows are locked in gateway order first, so two instances adding theirs at once wait for each other instead
   * of deadlocking.
   */
  async addStats(deltas: [gwId: number, d: GatewayStatsDelta][]) {
    if (deltas.length === 0) return;
    const rows = deltas.map(([gwId, d]) => ({
      gw_id: gwId,
      msgs: d.msgs,
      readings: d.readings,
      rejected: d.rejected,
      reason: d.lastReason,
      seen: d.lastSeen.toISOString(),
    }));
    const g = gatewayTable;
    await this.db.execute(sql`WITH d AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(gw_id int, msgs int, readings int, rejected int, reason text, seen timestamptz)
      ), locked AS (
        SELECT ${g.gwId} FROM ${g} WHERE ${g.gwId} IN (SELECT gw_id FROM d) ORDER BY ${g.gwId} FOR UPDATE
      )
      UPDATE ${g} SET
        msg_ct = ${g.msgCt} + d.msgs,
        reading_ct = ${g.readingCt} + d.readings,
        rejected_ct = ${g.rejectedCt} + d.rejected,
        last_reject_reason = CASE WHEN d.reason <> '' THEN d.reason ELSE ${g.lastRejectReason} END,
        last_seen_at = d.seen
      FROM d WHERE ${g.gwId} = d.gw_id AND ${g.gwId} IN (SELECT gw_id FROM locked)`);
  }

  async setSwitchState(pointId: number, s: { on: boolean; value: number | null; cause: string; ts: Date }) {
    await this.db
      .insert(switchStateTable)
      .values({ pointId, ...s })
      .onConflictDoUpdate({ target: switchStateTable.pointId, set: { on: s.on, value: s.value, cause: s.cause, ts: s.ts } });
  }

  /** Gateway, factory and code of each point (reporting readings set aside: a rare path, not per write). */
  async pointOwners(pointIds: number[]): Promise<{ point_id: number; code: string; gw_id: number; sn: string; fid: number }[]> {
    if (pointIds.length === 0) return [];
    return this.rows(sql`select p.point_id, p.code, g.gw_id, g.sn, g.fid from ${pointTable} p join ${gatewayTable} g using (gw_id)
      where p.point_id = any(${`{${pointIds.join(',')}}`}::int[])`);
  }

  countReadings(pointId: number) {
    return this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(readingTable)
      .where(and(eq(readingTable.pointId, pointId)))
      .then((r) => r[0]?.n ?? 0);
  }

  /** Points holding raw readings older than the cut-off: those with a daily rollup that early (a small table, no raw scan). */
  async pointsWithRawBefore(cutoff: Date): Promise<number[]> {
    const rows = await this.rows<{ point_id: number }>(sql`
      select distinct point_id from iot_rollup_daily where first_ts < ${cutoff.toISOString()}::timestamptz order by 1`);
    return rows.map((r) => r.point_id);
  }

  /** Deletes at most `limit` raw readings of the point older than the cut-off; returns how many went. */
  async deleteRawBefore(pointId: number, cutoff: Date, limit: number): Promise<number> {
    const [r] = await this.rows<{ n: number }>(sql`
      with gone as (
        delete from iot_readings where ctid = any(array(
          select ctid from iot_readings where point_id = ${pointId} and ts < ${cutoff.toISOString()}::timestamptz limit ${limit}))
        returning 1)
      select count(*)::int as n from gone`);
    return Number(r?.n ?? 0);
  }

  private async rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
    return ((await this.db.execute(q)) as unknown as { rows: T[] }).rows;
  }
}
