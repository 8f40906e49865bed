/**
 * What the in-process benches share: a throw-away app on a given database with a signed-in demo user, timing a call
 * with warm-up and printing p50/p99, and running the same bench on PGlite in memory and on a temporary PostgreSQL
 * database (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) that is dropped afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type AnyCall } from '@pfs/domain';
import { login } from '@pfs/domain/auth';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Db, type DbHandle } from '../src/db/client.js';
import { rowsOf } from '../src/lib/produce-sql.js';

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const WARM_UP = 5;

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** Runs `fn` against a fresh PostgreSQL database, dropped afterwards; says so and returns false when PostgreSQL is not there. */
export async function withTempPostgres(prefix: string, fn: (url: string) => Promise<void>): Promise<boolean> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`\n(PostgreSQL 不可用，跳过：${(err as Error).message}；可设置 PG_ADMIN_URL)`);
    return false;
  }
  try {
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${name}`;
    await fn(u.toString());
    return true;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The same bench on PGlite in memory, then on a temporary PostgreSQL database. */
export async function onBothDatabases(prefix: string, bench: (label: string, db: DbHandle) => Promise<void>): Promise<void> {
  const lite = await openDatabase({ memory: true });
  try {
    await bench('PGlite (embedded, in memory)', lite);
  } finally {
    await lite.close();
  }
  await withTempPostgres(prefix, async (url) => {
    const db = await openDatabase({ databaseUrl: url });
    try {
      await bench('PostgreSQL 127.0.0.1:5432 (temporary database)', db);
    } finally {
      await db.close();
    }
  });
}

/** A bench on PostgreSQL with a data set of its own, made once: see `benchOnFilledPostgres`. */
export type FilledBench = {
  /** The environment variable that names a database to keep (made and filled on the first run, only timed after). */
  keepDbVar: string;
  /** The prefix of the temporary database used when none is named. */
  prefix: string;
  fid: number;
  /** Counts the bench's rows (`n`): fewer than `enough` and the database is filled first. */
  count: SQL;
  enough: number;
  fill: (db: Db) => Promise<unknown>;
  run: (app: BenchApp) => Promise<void>;
};

/** Fills the database when its rows are missing, analyzes it, and runs the timings against the app signed in to `fid`. */
export async function benchOnFilledPostgres(b: FilledBench): Promise<void> {
  const onUrl = async (url: string) => {
    const handle = await openDatabase({ databaseUrl: url });
    try {
      const [filled] = rowsOf<{ n: number }>(await handle.db.execute(b.count));
      if ((filled?.n ?? 0) < b.enough) await b.fill(handle.db);
      await handle.db.execute(sql`vacuum analyze`);
      const app = await benchApp(handle, b.fid);
      try {
        await b.run(app);
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
    }
  };
  const kept = process.env[b.keepDbVar];
  if (kept) await onUrl(kept);
  else await withTempPostgres(b.prefix, onUrl);
}

export type BenchApp = {
  /** POST a call as the demo user with `fid` filled in; throws on anything but 200. */
  post: (call: AnyCall, payload: object) => Promise<{ json: () => unknown; rawPayload: Buffer }>;
  close: () => Promise<void>;
};

/** The app in process (app.inject: routing, auth, SQL, JSON) on `db`, signed in as the demo user. */
export async function benchApp(db: DbHandle, fid: number, env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), IOT: 'off', SIM: 'off', ...env });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const signIn = await app.inject({ method: 'POST', url: login.url, payload: { uni_no: 'demo', password: 'demo123456' } });
  const headers = { 'x-token': signIn.json<{ token: string }>().token, 'x-rfrom': 'w' };
  return {
    post: async (call, payload) => {
      const res = await app.inject({ method: 'POST', url: call.url, headers, payload: { fid, ...payload } });
      if (res.statusCode !== 200) throw new Error(`${call.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    },
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Times `once` CALLS times after a warm-up and prints p50/p99 with `extra` (e.g. the reply size) after them. */
export async function timeRuns(title: string, once: (i: number) => Promise<unknown>, extra?: () => string): Promise<void> {
  for (let i = 0; i < WARM_UP; i++) await once(i);
  const runs: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    await once(i);
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  const tail = extra ? `   ${extra()}` : '';
  console.log(`  ${title.padEnd(60)} p50 ${pct(runs, 50).toFixed(1).padStart(6)} ms   p99 ${pct(runs, 99).toFixed(1).padStart(6)} ms${tail}`);
}
