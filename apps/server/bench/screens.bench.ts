/**
 * npm run bench:screens — the public calls of one screen as 200 screens polling them (requests/s, p50/p99), on
 * embedded PGlite and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL, a database of its own) is set; then
 * the JS heap of one screen left open in headless Chromium (a bare DevTools connection, see bare-chromium.ts): heap
 * after a forced GC at the start, every minute and at the end.
 * BENCH_DB=pg (PostgreSQL only), BENCH_SECONDS (load, default 10), BENCH_RATE (req/s of the 200 polling screens together, default 1000), BENCH_HEAP_SECONDS (heap run, default 3600; 0 skips it), BENCH_HEAP_WARMUP_SECONDS (before the measured run, default 3600), CHROMIUM_PATH.
 */
import os from 'node:os';
import { type AnyCall, type CallReply } from '@pfs/domain';
import {
  getLastIotActLogs,
  getScreenCropStats,
  getScreenPlantSumItems,
  getSensorLastHourVals,
  getSensorTenDayVals,
  loadFacScreenDef,
  loadScreenCctvs,
  loadScreenIotSummaryData,
  loadToShowSensors,
} from '@pfs/domain/screen';
import autocannon from 'autocannon';
import { openBarePage } from './bare-chromium.js';
import { offerLoad } from './offer-load.js';
import { spawnServer } from './spawn-server.js';

const SCREENS = 200;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const HEAP_S = Number(process.env.BENCH_HEAP_SECONDS ?? 3600);
/**
 * An hour: V8 is then done with most of its compiling, and the screen's last-hour sparklines are full (the seeded
 * readings are 5 minutes apart, live ones fill every minute of the hour after the server starts).
 */
const WARMUP_S = Number(process.env.BENCH_HEAP_WARMUP_SECONDS ?? 3600);
const PACED_RATE = Number(process.env.BENCH_RATE ?? 1000);
const ENV = { PUB_RATE_PER_MIN: '100000000', DEMO_HISTORY_DAYS: '10' };

type Pub = [call: AnyCall, body: object];

/** What one default screen asks in a minute, in proportion: sensors every 5 s, summary and log every 10 s, the rest rarely. */
function screenCalls(pointIds: number[]): Pub[] {
  const k = { fid: 1, variant: 'default' };
  const calls: Pub[] = [];
  for (let i = 0; i < 12; i++) calls.push([loadToShowSensors, k]);
  for (let i = 0; i < 6; i++) calls.push([loadScreenIotSummaryData, k], [getLastIotActLogs, k]);
  for (const id of pointIds) calls.push([getSensorLastHourVals, { ...k, point_id: id }]);
  calls.push(
    [getSensorTenDayVals, { ...k, point_id: pointIds[0] }],
    [loadFacScreenDef, k],
    [getScreenCropStats, k],
    [getScreenPlantSumItems, k],
    [loadScreenCctvs, k],
  );
  return calls;
}

async function load(url: string) {
  const sensors = (await fetch(`${url}${loadToShowSensors.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"fid":1}',
  }).then((r) => r.json())) as { data: CallReply<typeof loadToShowSensors> };
  const calls = screenCalls(sensors.data.map((s) => s.point_id));
  const requests = calls.map(([call, body]) => ({ method: 'POST' as const, path: call.url, body: JSON.stringify(body) }));
  await autocannon({ url, connections: 20, duration: 2, headers: { 'content-type': 'application/json' }, requests });
  const r = await autocannon({ url, connections: SCREENS, duration: DURATION_S, headers: { 'content-type': 'application/json' }, requests });
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(`  ${calls.length} calls per screen cycle, ${SCREENS} connections, ${DURATION_S} s, load average ${os.loadavg()[0]!.toFixed(2)}`);
  console.log(`  as fast as it answers: ${r.requests.average.toFixed(0)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${bad}`);
  // The target is a latency at a given rate: flat out, 200 connections queue on 2 cores and p99 measures the queue.
  // 200 screens polling at their own phases, as real screens do.
  const paced = await offerLoad(url, requests, PACED_RATE, DURATION_S, SCREENS);
  console.log(
    `  ${SCREENS} screens polling, ${PACED_RATE} req/s in all: ${paced.rate.toFixed(0)} req/s   p50 ${paced.p50} ms   p99 ${paced.p99} ms   max ${paced.max} ms   errors ${paced.errors}`,
  );
}

/** `alive` says whether the server still runs: a screen whose server has gone measures its offline state, not its use. */
async function heap(url: string, alive: () => boolean) {
  const page = await openBarePage(`${url}/scdv/dft/1`);
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  try {
    const used = async () => {
      if (!alive()) throw new Error('服务器在测量过程中退出，本次堆内存数据无效');
      await page.send('HeapProfiler.collectGarbage');
      return (await page.send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
    };
    // While the page is still loading there may be no context to evaluate in yet: not shown.
    const shown = () =>
      page
        .send<{ result: { value: boolean } }>('Runtime.evaluate', { expression: `!!document.querySelector('[data-testid="screen-sensor"]')`, returnByValue: true })
        .then((r) => r.result.value)
        .catch(() => false);
    for (let i = 0; i < 600 && !(await shown()); i++) await sleep(100);
    // Warm-up (see WARMUP_S): its heap is printed too, then the measured hour starts from the warmed-up page.
    const warm: number[] = [await used()];
    for (let t = 0; t < WARMUP_S; t += 60) {
      await sleep(Math.min(60, WARMUP_S - t) * 1000);
      warm.push(await used());
    }
    const start = await used();
    // Snapshots every 10 minutes of the measured run: which part grows, and whether its growth slows.
    const kinds = [{ min: 0, ...(await page.heapByKind()) }];
    const samples: number[] = [start];
    const t0 = Date.now();
    const end = t0 + HEAP_S * 1000;
    while (Date.now() < end) {
      await sleep(Math.min(60_000, end - Date.now()));
      samples.push(await used());
      const min = Math.round((Date.now() - t0) / 60_000);
      if (min % 10 === 0 && min > kinds.at(-1)!.min && Date.now() < end - 30_000) kinds.push({ min, ...(await page.heapByKind()) });
    }
    kinds.push({ min: Math.round(HEAP_S / 60), ...(await page.heapByKind()) });
    const last = samples.at(-1)!;
    const mb = (b: number) => (b / 1_048_576).toFixed(2);
    const tenths = (xs: number[]) => xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / 10)) === 0 || i === xs.length - 1);
    if (WARMUP_S > 0) console.log(`  warm-up, ${WARMUP_S} s, heap after GC (MB): ${tenths(warm).map(mb).join(' → ')}`);
    console.log(
      `  heap after GC: start ${mb(start)} MB, end ${mb(last)} MB, min ${mb(Math.min(...samples))} MB, max ${mb(Math.max(...samples))} MB over ${HEAP_S} s (${samples.length} samples)`,
    );
    // The trend tells warm-up (steps that level off) from a leak (a steady climb): one figure per tenth of the run.
    console.log(`  heap by time (MB): ${tenths(samples).map(mb).join(' → ')}`);
    // What grew: the page's objects, or V8's compiled code (which grows while functions become hot, then levels off).
    const row = (label: string, pick: (k: (typeof kinds)[number]) => number) => console.log(`    ${label.padEnd(44)} ${kinds.map((k) => mb(pick(k)).padStart(6)).join(' ')}`);
    console.log(`  ${'heap snapshots (MB) at minute'.padEnd(46)} ${kinds.map((k) => String(k.min).padStart(6)).join(' ')}`);
    row("the page's objects, strings, arrays and DOM", (k) => k.data);
    row('compiled code and its dependency lists', (k) => k.code);
    row('performance timeline (bounded buffers)', (k) => k.timeline);
  } finally {
    await page.close();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const all = [['PGlite (embedded)', ENV], ...(pgUrl ? [['PostgreSQL', { ...ENV, DATABASE_URL: pgUrl }] as const] : [])] as const;
// BENCH_DB=pg: only PostgreSQL (its database seeded once, the embedded one seeds ten days at every run).
const runs = process.env.BENCH_DB === 'pg' && pgUrl ? all.slice(1) : all;
for (const [label, env] of runs) {
  const server = await spawnServer({ ...env });
  try {
    console.log(`\n[${label}] public calls of one screen`);
    await load(server.url);
  } finally {
    await server.stop();
  }
}
if (HEAP_S > 0) {
  // The heap run watches a screen as it is used: simulated gateways on the embedded broker, values changing.
  const [label, env] = runs.at(-1)!;
  const server = await spawnServer({ ...env, IOT: 'on', SIM: 'on', MQTT_PORT: '0' });
  try {
    console.log(`\n[${label}] JS heap of /scdv/dft/1 in headless Chromium, simulated gateways on`);
    await heap(server.url, () => server.proc.exitCode === null && server.proc.signalCode === null);
  } finally {
    await server.stop();
  }
}
if (!pgUrl) console.log('\n(设置 BENCH_DATABASE_URL=postgres://… 可同时测试 PostgreSQL)');
