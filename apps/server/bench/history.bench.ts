/**
 * npm run bench:history — one year of hourly data for 20 sensors through POST /api/get_iot_hourly_vals
 * (target < 100 ms): the chart call that reads the daily tier for a year, every hour at full resolution,
 * the paged hourly table, plus the daily and extreme-list calls over the same year. Fills a throw-away
 * database: PGlite in memory, and a temporary database on PostgreSQL (PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) that is dropped afterwards. Prints p50/p99; not a timed test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { gatewayTable } from '../src/modules/iot-gateway/gateway.table.js';
import { pointTable } from '../src/modules/iot-device/point.table.js';
import { dailyRollupTable, hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';

const SENSORS = 20;
const HOURS = 8760;
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function benchOne(label: string, db: DbHandle) {
  console.log(`\n[${label}]`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-history-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), IOT: 'off', SIM: 'off' });
  await seedDemo(db.db);
  const ids = await fill(db.db);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { uni_no: 'demo', password: 'demo123456' } });
    const headers = { 'x-token': login.json().token as string, 'x-rfrom': 'w' };
    const timeCall = async (title: string, url: string, payload: object) => {
      const once = async () => {
        const t = performance.now();
        const res = await app.inject({ method: 'POST', url, headers, payload: { fid: 1, ...payload } });
        const ms = performance.now() - t;
        if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        return { ms, bytes: res.rawPayload.length };
      };
      for (let i = 0; i < 5; i++) await once();
      const runs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < CALLS; i++) {
        const r = await once();
        runs.push(r.ms);
        bytes = r.bytes;
      }
      runs.sort((a, b) => a - b);
      console.log(`  ${title.padEnd(52)} p50 ${pct(runs, 50).toFixed(1).padStart(6)} ms   p99 ${pct(runs, 99).toFixed(1).padStart(6)} ms   reply ${(bytes / 1024).toFixed(0)} kB`);
    };
    const year = { point_ids: ids, start: new Date(START).toISOString(), end: new Date(START + HOURS * H).toISOString() };
    await timeCall(`get_iot_hourly_vals  ${SENSORS} × 1 year, chart (daily tier)`, '/api/get_iot_hourly_vals', year);
    await timeCall(`get_iot_hourly_vals  ${SENSORS} × ${HOURS} h, every hour`, '/api/get_iot_hourly_vals', { ...year, max_points: 10_000 });
    await timeCall(`get_iot_hourly_vals  ${SENSORS} × 31 d, every hour`, '/api/get_iot_hourly_vals', { ...year, end: new Date(START + 31 * 24 * H).toISOString() });
    await timeCall(`get_iot_hourly_list  ${SENSORS} × ${HOURS} h, page 1 newest`, '/api/get_iot_hourly_list', { ...year, size: 50 });
    await timeCall(`get_iot_hourly_list  ${SENSORS} × ${HOURS} h, page 1 by max`, '/api/get_iot_hourly_list', { ...year, sort: 'max', size: 50 });
    await timeCall(`get_iot_daily_vals   ${SENSORS} × ${HOURS / 24} d`, '/api/get_iot_daily_vals', { point_ids: ids, start_day: '2025-01-01', end_day: '2025-12-31' });
    await timeCall('get_iot_extreme_list one year, page 1 by max', '/api/get_iot_extreme_list', { start_day: '2025-01-01', end_day: '2025-12-31', sort: 'max_v', size: 50 });
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`bench:history — ${CALLS} calls each after 5 warm-up calls, in-process (app.inject: routing, auth, SQL, JSON)`);
const lite = await openDatabase({ memory: true });
try {
  await benchOne('PGlite (embedded, in memory)', lite);
} finally {
  await lite.close();
}

const name = `pfs_bench_history_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
try {
  await admin.connect();
  await admin.query(`create database ${name}`);
} catch (err) {
  console.log(`\n(PostgreSQL 不可用，跳过：${(err as Error).message}；可设置 PG_ADMIN_URL)`);
  process.exit(0);
}
try {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: u.toString() });
  try {
    await benchOne('PostgreSQL 127.0.0.1:5432 (temporary database)', db);
  } finally {
    await db.close();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
