/**
 * npm run bench:seed — how long the demo's first start takes with its year of generated history (DEMO_HISTORY_DAYS,
 * default 365: climate and meters, then planting production; target: listening within 60 s on PGlite). First the real server (src/server.ts, embedded broker and
 * simulator on free ports) from an empty DATA_DIR until it answers, with and without the history; then the backfill
 * alone on PGlite (on disk) and on a throw-away PostgreSQL database (PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres). Prints seconds and rows; not a timed test.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { seedDemoHistory } from '../src/seed/demo-history.js';
import { getHealth } from '@pfs/domain/system';
import { freePort } from './spawn-server.js';
import { withTempPostgres } from './harness.js';

const DAYS = Number(process.env.DEMO_HISTORY_DAYS ?? 365);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Starts the server from an empty DATA_DIR; resolves with ms until /api/health answers and what it logged about the history. */
async function firstStart(days: number): Promise<{ ms: number; history: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-seed-'));
  const [port, mqttPort] = [await freePort(), await freePort()];
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      DEMO_HISTORY_DAYS: String(days),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let history = '';
  proc.stdout.on('data', (b: Buffer) => {
    for (const line of b.toString().split('\n')) if (line.includes('演示历史数据')) history = (JSON.parse(line) as { msg: string }).msg;
  });
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error('服务器未能启动');
      try {
        if ((await fetch(`http://127.0.0.1:${port}${getHealth.url}`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return { ms: performance.now() - t0, history };
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function backfill(label: string, open: () => Promise<DbHandle>) {
  const t0 = performance.now();
  const db = await open();
  const opened = performance.now();
  try {
    await seedDemo(db.db);
    const r = await seedDemoHistory(db.db, { days: DAYS, timeZone: 'Asia/Shanghai' });
    const rows = Object.values(r.rows).reduce((a, b) => a + b, 0);
    const parts = Object.entries(r.parts)
      .map(([name, ms]) => `${name} ${s(ms)}`)
      .join(', ');
    console.log(
      `  ${label}: backfill ${s(r.ms)} [${parts}] (${rows.toLocaleString('en')} rows: ${JSON.stringify(r.rows)}); database open + migrations ${s(opened - t0)}`,
    );
  } finally {
    await db.close();
  }
}

console.log(`First start from an empty DATA_DIR until the server answers (PGlite, embedded broker, simulator; ${DAYS} days of history):`);
const plain = await firstStart(0);
console.log(`  without history: ${s(plain.ms)}`);
const full = await firstStart(DAYS);
console.log(`  with history:    ${s(full.ms)}   ${full.history}`);

console.log('\nBackfill alone:');
const liteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-seed-lite-'));
try {
  await backfill('PGlite (on disk)', () => openDatabase({ dataDir: liteDir }));
} finally {
  fs.rmSync(liteDir, { recursive: true, force: true });
}

await withTempPostgres('pfs_bench_seed', (url) => backfill('PostgreSQL 127.0.0.1:5432 (temporary database)', () => openDatabase({ databaseUrl: url })));
