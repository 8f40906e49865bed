/**
 * npm run bench:mes — the work-order board (工单看板) of a week with 2,000 work orders on PostgreSQL (a throwaway
 * database; PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres). The demo installation with 60 days of
 * planting history, then 2,000 orders planned over the seven days from today in the demo factory (all operations,
 * every status, teams, workers and machines as the demo uses them); getMesBoard for the week by team and by machine,
 * and for a day, is called BENCH_CALLS times (at least 200) in-process (app.inject: routing, auth, SQL, JSON).
 * Target: the week's board p99 < 150 ms. Prints figures; no assertions. BENCH_MES_DB names a database to keep
 * instead (made and filled on the first run, only timed after), for trying queries.
 */
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { getMesBoard, WO_OP_EQUIP, WO_OPS, type WoStatus } from '@pfs/domain/mes';
import { addDays } from '@pfs/domain/plant';
import type { Db } from '../src/db/client.js';
import { dayIn } from '../src/lib/clock.js';
import { membershipTable } from '../src/modules/member/member.table.js';
import { mesEquipTable, mesWoTable } from '../src/modules/mes/mes.table.js';
import { plantBatchTable } from '../src/modules/plant/plant.table.js';
import { DAY_MS } from '../src/seed/climate-time.js';
import { dayClock, seedDemoProduction } from '../src/seed/demo-production-seed.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { OP_TEAM } from '../src/seed/demo-mes-run.js';
import { DEMO_SEED } from '../src/seed/prng.js';
import { benchOnFilledPostgres, pct } from './harness.js';

const TZ = 'Asia/Shanghai';
const FID = 1;
const ORDERS = 2000;
const CALLS = Math.max(200, Number(process.env.BENCH_CALLS ?? 200));
const WARM_UP = 10;
const endMs = Date.now();
const from = dayIn(TZ, endMs);
/** A week of orders: the first days mostly done, today under way, the rest planned; a few cancelled. */
const STATUS_BY_DAY: WoStatus[][] = [['done', 'done', 'done', 'cancelled'], ['done', 'doing', 'assigned', 'todo'], ['assigned', 'todo'], ['assigned', 'todo'], ['todo'], ['todo', 'assigned'], ['todo']];

/** The demo installation, 60 days of its planting, and 2,000 orders over the week in its first factory. */
async function fill(db: Db) {
  await seedDemo(db);
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    await seedDemoProduction({ tx, startMs: endMs - 60 * DAY_MS, endMs, days: 60, timeZone: TZ, seed: DEMO_SEED });
    const batches = await tx.select({ batchId: plantBatchTable.batchId, specId: plantBatchTable.specId }).from(plantBatchTable).where(eq(plantBatchTable.fid, FID));
    const machines = await tx.select().from(mesEquipTable).where(eq(mesEquipTable.fid, FID));
    const uids = (await tx.select({ uid: membershipTable.uid }).from(membershipTable).where(eq(membershipTable.fid, FID))).map((m) => m.uid);
    const at = dayClock(TZ);
    const rows = Array.from({ length: ORDERS }, (_, i) => {
      const d = i % 7;
      const n = Math.floor(i / 7);
      const op = WO_OPS[i % WO_OPS.length]!;
      const kind = WO_OP_EQUIP[op];
      const eqs = machines.filter((m) => m.kind === kind);
      const b = batches[i % batches.length]!;
      const statuses = STATUS_BY_DAY[d]!;
      const status = statuses[n % statuses.length]!;
      const day = addDays(from, d);
      const start = at(day, 480 + ((n * 7) % 540));
      const end = new Date(start.getTime() + (40 + (i % 5) * 10) * 60_000);
      const done = status === 'done';
      return {
        fid: FID,
        woNo: `WO${day.replaceAll('-', '')}-${String(n + 1).padStart(3, '0')}`,
        op,
        source: 'hand' as const,
        status,
        batchId: op === 'sow' ? null : b.batchId,
        specId: b.specId,
        dishes: 10 + (i % 40),
        doneDishes: done ? 10 + (i % 40) : status === 'doing' ? 5 : 0,
        planStart: start,
        planEnd: end,
        team: status === 'todo' && i % 3 === 0 ? '' : OP_TEAM[op],
        uid: status === 'todo' ? null : uids[i % uids.length]!,
        eqId: eqs.length ? eqs[i % eqs.length]!.eqId : null,
        startedAt: done || status === 'doing' ? start : null,
        doneAt: done ? new Date(end.getTime() + ((i % 20) - 15) * 60_000) : null,
        labourMin: done ? 60 + (i % 60) : 0,
        cancelReason: status === 'cancelled' ? '计划调整' : '',
      };
    });
    for (let i = 0; i < rows.length; i += 500) await tx.insert(mesWoTable).values(rows.slice(i, i + 500));
  });
  console.log(`\n[PostgreSQL] demo factory, 60 days of planting and ${ORDERS} work orders over ${from} … ${addDays(from, 6)}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function timeBoard(post: (payload: object) => Promise<{ rawPayload: Buffer; json: () => unknown }>, title: string, payload: object) {
  let size = 0;
  let orders = 0;
  let lanes = 0;
  const once = async () => {
    const res = await post(payload);
    size = res.rawPayload.length;
    const data = (res.json() as { data: { lanes: { orders: unknown[] }[] } }).data;
    lanes = data.lanes.length;
    orders = data.lanes.reduce((a, l) => a + l.orders.length, 0);
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const runs: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    await once();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  const line = `p50 ${pct(runs, 50).toFixed(1).padStart(6)} ms   p99 ${pct(runs, 99).toFixed(1).padStart(6)} ms`;
  console.log(`  ${title.padEnd(44)} ${line}   ${lanes} lanes, ${orders} orders, ${(size / 1024).toFixed(0)} KiB`);
}

await benchOnFilledPostgres({
  keepDbVar: 'BENCH_MES_DB',
  prefix: 'pfs_bench_mes',
  fid: FID,
  count: sql`select count(*)::int n from mes_wos where fid = ${FID}`,
  enough: ORDERS,
  fill,
  run: async (app) => {
    const post = (payload: object) => app.post(getMesBoard, payload);
    console.log(`  get_mes_board, ${CALLS} calls each after ${WARM_UP} warm-up calls, load average ${os.loadavg()[0]!.toFixed(2)} (target: week p99 < 150 ms):`);
    await timeBoard(post, `week ${from} by team`, { from, days: 7, by: 'team' });
    await timeBoard(post, `week ${from} by machine`, { from, days: 7, by: 'eq' });
    await timeBoard(post, `day ${addDays(from, 1)} by machine`, { from: addDays(from, 1), days: 1, by: 'eq' });
  },
});
