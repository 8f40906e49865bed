/**
 * npm run bench:history — one year of hourly data for 20 sensors through POST /api/get_iot_hourly_vals
 * (target < 100 ms): the chart call that reads the daily tier for a year, every hour at full resolution,
 * the paged hourly table, plus the daily and extreme-list calls over the same year. Fills a throw-away
 * database: PGlite in memory, and a temporary database on PostgreSQL (PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) that is dropped afterwards. Prints p50/p99; not a timed test.
 */
import { type AnyCall } from '@pfs/domain';
import { getIotDailyVals, getIotExtremeList, getIotHourlyList, getIotHourlyVals } from '@pfs/domain/iot-history';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { dailyRollupTable, hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';
import { CALLS, benchApp, onBothDatabases, timeRuns } from './harness.js';

const SENSORS = 20;
const HOURS = 8760;
const H = 3_600_000;
const START = Date.parse('2025-01-01T00:00:00Z');

async function fill(db: DbHandle['db']): Promise<number[]> {
  const [gw] = await db.select().from(gatewayTable).where(eq(gatewayTable.sn, 'demo-seedling'));
  const points = await db
    .insert(pointTable)
    .values(Array.from({ length: SENSORS }, (_, i) => ({ gwId: gw!.gwId, code: `bench_${i}`, kind: 'sensor' as const, name: `温度 ${i + 1}`, unit: '°C' })))
    .returning();
  const ids = points.map((p) => p.pointId);
  const t0 = performance.now();
  // Generated in the database: a daily temperature wave per sensor, 720 readings an hour.
  const idList = sql.raw(ids.join(','));
  await db.execute(sql`
    insert into ${hourlyRollupTable} (point_id, bucket, ct, min_v, min_ts, max_v, max_ts, sum_v, first_ts, first_v, last_ts, last_v)
    select p, b, 720, v - 1, b + interval '10 min', v + 1, b + interval '30 min', v * 720, b, v, b + interval '3595 s', v
    from unnest(array[${idList}]) p, generate_series(0, ${HOURS - 1}) h,
      lateral (select ${new Date(START).toISOString()}::timestamptz + h * interval '1 hour' as b, round((22 + 4 * sin(h / 24.0 * 2 * pi()) + p % 5)::numeric, 2)::float8 as v) x`);
  await db.execute(sql`
    insert into ${dailyRollupTable} (point_id, day, ct, min_v, min_ts, max_v, max_ts, sum_v, first_ts, first_v, last_ts, last_v)
    select p, (${new Date(START).toISOString()}::timestamptz + d * interval '1 day')::date, 17280, 17 + p % 5, b, 27 + p % 5 + d % 3, b + interval '6 hour', 22 * 17280, b, 22, b + interval '86395 s', 22
    from unnest(array[${idList}]) p, generate_series(0, ${HOURS / 24 - 1}) d, lateral (select ${new Date(START).toISOString()}::timestamptz + d * interval '1 day' as b) x`);
  console.log(`  filled ${SENSORS} sensors × ${HOURS} hourly rows (+ ${HOURS / 24} daily rows each) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return ids;
}

async function benchOne(label: string, db: DbHandle) {
  console.log(`\n[${label}]`);
  await seedDemo(db.db);
  const ids = await fill(db.db);
  const app = await benchApp(db, 1);
  try {
    const timeCall = async (title: string, call: AnyCall, payload: object) => {
      let bytes = 0;
      await timeRuns(
        title,
        async () => {
          bytes = (await app.post(call, payload)).rawPayload.length;
        },
        () => `reply ${(bytes / 1024).toFixed(0)} kB`,
      );
    };
    const year = { point_ids: ids, start: new Date(START).toISOString(), end: new Date(START + HOURS * H).toISOString() };
    await timeCall(`get_iot_hourly_vals  ${SENSORS} × 1 year, chart (daily tier)`, getIotHourlyVals, year);
    await timeCall(`get_iot_hourly_vals  ${SENSORS} × ${HOURS} h, every hour`, getIotHourlyVals, { ...year, max_points: 10_000 });
    await timeCall(`get_iot_hourly_vals  ${SENSORS} × 31 d, every hour`, getIotHourlyVals, {
      ...year,
      end: new Date(START + 31 * 24 * H).toISOString(),
    });
    await timeCall(`get_iot_hourly_list  ${SENSORS} × ${HOURS} h, page 1 newest`, getIotHourlyList, { ...year, size: 50 });
    await timeCall(`get_iot_hourly_list  ${SENSORS} × ${HOURS} h, page 1 by max`, getIotHourlyList, { ...year, sort: 'max', size: 50 });
    await timeCall(`get_iot_daily_vals   ${SENSORS} × ${HOURS / 24} d`, getIotDailyVals, {
      point_ids: ids,
      start_day: '2025-01-01',
      end_day: '2025-12-31',
    });
    await timeCall('get_iot_extreme_list one year, page 1 by max', getIotExtremeList, {
      start_day: '2025-01-01',
      end_day: '2025-12-31',
      sort: 'max_v',
      size: 50,
    });
  } finally {
    await app.close();
  }
}

console.log(`bench:history — ${CALLS} calls each after 5 warm-up calls, in-process (app.inject: routing, auth, SQL, JSON)`);
await onBothDatabases('pfs_bench_history', benchOne);
