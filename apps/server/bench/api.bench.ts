/**
 * npm run bench:api — req/s, p50 and p99 of get_user_info and the member list at 50 connections, with the
 * per-instance session/permission cache (AUTH_CACHE_SECONDS=5, the default) and without it (0: what many users,
 * pages and instances see), plus a mixed load a cache cannot hide: 12 accounts over 6 factories (and the demo's
 * two), IoT point, gateway, alarm and member lists with varying pages and filters, reported per call. Runs against
 * the real server (a child process) on embedded PGlite and on a scratch PostgreSQL database (PG_ADMIN_URL, default
 * the machine's server at 127.0.0.1:5432), dropped afterwards. Each line also gives the SQL statements and the server's
 * CPU milliseconds per request, taken by a preload in the bench (count-queries.mjs), and the load average is printed:
 * the machine is shared, and CPU per request is the figure other load disturbs least.
 * Before them, the steps of a request: HTTP alone (a public answer served from its cache, no statement) and a call
 * whose only statement is the session's (get_perm_defs).
 * Each target is also measured as its rate offered by 50 clients polling at their own phases ("@ 3000/s offered").
 * BENCH_CACHE=5|0 limits the cache settings, BENCH_DB=pglite|pg the databases, BENCH_SECONDS the duration,
 * BENCH_USER_INFO_RATE / BENCH_LIST_RATE the offered rates (3000 / 2000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPermDefs, getUserInfo, login as loginCall } from '@pfs/domain/auth';
import { getFacMemberList } from '@pfs/domain/member';
import { loadFacNameInfo } from '@pfs/domain/screen';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { BENCH_PASSWORD, mixedCalls, seedTenants, type Tenants } from './api-tenants.js';
import { pct, withTempPostgres } from './harness.js';
import { offerLoad, type OfferedRequest } from './offer-load.js';
import { spawnServer } from './spawn-server.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** The targets: get_user_info ≥ 3,000 req/s with p99 < 30 ms, a list ≥ 2,000 req/s with p99 < 40 ms (PostgreSQL, cache off). */
const USER_INFO_RATE = Number(process.env.BENCH_USER_INFO_RATE ?? 3000);
const LIST_RATE = Number(process.env.BENCH_LIST_RATE ?? 2000);
const countFile = path.join(os.tmpdir(), `pfs-bench-queries-${process.pid}`);
const preload = new URL('./count-queries.mjs', import.meta.url).pathname;

type Server = Awaited<ReturnType<typeof spawnServer>>;

/** Statements the server has sent and its CPU time (µs) so far (the preload writes them on SIGUSR2). */
async function serverSoFar(server: Server): Promise<{ queries: number; cpuUs: number }> {
  fs.rmSync(countFile, { force: true });
  server.proc.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(countFile); i++) await new Promise((r) => setTimeout(r, 20));
  const [queries, cpuUs] = fs.readFileSync(countFile, 'utf8').split(' ').map(Number);
  return { queries: queries!, cpuUs: cpuUs! };
}

/** Queries and server CPU milliseconds per request since `from`. */
async function perRequest(server: Server, from: { queries: number; cpuUs: number }, requests: number) {
  const now = await serverSoFar(server);
  const n = Math.max(1, requests);
  return `${((now.queries - from.queries) / n).toFixed(2)} queries/req   server CPU ${((now.cpuUs - from.cpuUs) / 1000 / n).toFixed(3)} ms/req`;
}

const line = (title: string, reqS: number, p50: number, p99: number, extra: string) =>
  console.log(
    `${title.padEnd(40)} ${reqS.toFixed(0).padStart(6)} req/s   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   ${extra}`,
  );

async function run(server: Server, title: string, opts: autocannon.Options) {
  const s0 = await serverSoFar(server);
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  line(
    title,
    r.requests.average,
    r.latency.p50,
    r.latency.p99,
    `${await perRequest(server, s0, r.requests.total)}   errors ${r.non2xx + r.errors + r.timeouts}`,
  );
}

/** The targets are a rate with a latency: that rate offered by 50 clients at their own phases (see offer-load.ts). */
async function runOffered(server: Server, title: string, requests: OfferedRequest[], rate: number) {
  const s0 = await serverSoFar(server);
  const r = await offerLoad(server.url, requests, rate, DURATION_S, CONNECTIONS);
  line(`${title} @ ${rate}/s offered`, r.rate, r.p50, r.p99, `${await perRequest(server, s0, r.count)}   max ${r.max} ms   errors ${r.errors}`);
}

async function login(url: string, uniNo: string, password: string): Promise<string> {
  const res = await fetch(`${url}${loginCall.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uni_no: uniNo, password }),
  });
  if (!res.ok) throw new Error(`登录 ${uniNo} 失败：${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The mixed calls as offered requests, each account with its own token. */
async function mixedRequests(server: Server, t: Tenants): Promise<OfferedRequest[]> {
  const tokens = await Promise.all(t.logins.map((l) => login(server.url, l.uniNo, BENCH_PASSWORD)));
  return mixedCalls(t).map((c) => {
    const headers = { 'x-token': tokens[c.who]!, 'x-rfrom': 'w' };
    return c.path === getUserInfo.url ? { method: 'GET' as const, path: c.path, headers } : { path: c.path, headers, body: JSON.stringify(c.body) };
  });
}

/** The mixed load: every call in turn on every connection, each account with its own token; per-call figures. */
async function runMixed(server: Server, t: Tenants) {
  const tokens = await Promise.all(t.logins.map((l) => login(server.url, l.uniNo, BENCH_PASSWORD)));
  const calls = mixedCalls(t);
  const times = new Map<string, number[]>(calls.map((c) => [c.name, []]));
  let last = '';
  const requests = calls.map((c) => ({
    method: c.path === getUserInfo.url ? ('GET' as const) : ('POST' as const),
    path: c.path,
    headers: { 'x-token': tokens[c.who]!, 'x-rfrom': 'w', 'content-type': 'application/json' },
    ...(c.path === getUserInfo.url ? {} : { body: JSON.stringify(c.body) }),
    // Called just before the client's 'response' event for the same reply: names the call that reply belongs to.
    onResponse: () => void (last = c.name),
  }));
  const s0 = await serverSoFar(server);
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    // Each connection starts at its own place in the list, so a slow run still spreads over users and factories.
    let nth = 0;
    const setupClient = (client: { setRequests: (r: typeof requests) => void }) => {
      const at = Math.floor((nth++ * requests.length) / CONNECTIONS) % requests.length;
      client.setRequests([...requests.slice(at), ...requests.slice(0, at)]);
    };
    const opts = { url: server.url, connections: CONNECTIONS, duration: DURATION_S, requests, setupClient };
    const instance = autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, ms) => times.get(last)?.push(ms));
  });
  line(
    `mixed: all calls (${t.logins.length} users, ${t.fids.length} fac.)`,
    r.requests.average,
    r.latency.p50,
    r.latency.p99,
    `${await perRequest(server, s0, r.requests.total)}   errors ${r.non2xx + r.errors + r.timeouts}`,
  );
  for (const [name, ms] of times) {
    ms.sort((a, b) => a - b);
    line(`  mixed: ${name}`, ms.length / DURATION_S, pct(ms, 50), pct(ms, 99), `${ms.length} calls`);
  }
}

async function benchOne(label: string, env: Record<string, string>, t: Tenants) {
  const server = await spawnServer({ ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`, BENCH_QUERY_COUNT_FILE: countFile });
  try {
    const token = await login(server.url, 'demo', 'demo123456');
    const headers = { 'x-token': token, 'x-rfrom': 'w', 'content-type': 'application/json' };
    // Warm-up so JIT and connection pools are settled before measuring.
    await autocannon({ url: `${server.url}${getUserInfo.url}`, headers, connections: 10, duration: 2 });
    console.log(`\n[${label}] ${CONNECTIONS} connections, ${DURATION_S} s each, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`);
    // Where the time goes, step by step: HTTP alone (a public answer from the cache), plus the session's statement,
    // plus the user info's statement.
    await run(server, `POST ${loadFacNameInfo.url} (HTTP)`, {
      url: `${server.url}${loadFacNameInfo.url}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fid: 1, variant: 'default' }),
    });
    await run(server, `GET  ${getPermDefs.url} (session)`, { url: `${server.url}${getPermDefs.url}`, headers });
    await run(server, `GET  ${getUserInfo.url}`, { url: `${server.url}${getUserInfo.url}`, headers });
    await run(server, `POST ${getFacMemberList.url}`, {
      url: `${server.url}${getFacMemberList.url}`,
      method: 'POST',
      headers,
      body: JSON.stringify({ fid: 1, page: 1, size: 20 }),
    });
    await runOffered(server, `GET  ${getUserInfo.url}`, [{ method: 'GET', path: getUserInfo.url, headers }], USER_INFO_RATE);
    await runOffered(
      server,
      `POST ${getFacMemberList.url}`,
      [{ path: getFacMemberList.url, headers, body: JSON.stringify({ fid: 1, page: 1, size: 20 }) }],
      LIST_RATE,
    );
    await runMixed(server, t);
    await runOffered(server, 'mixed: all calls', await mixedRequests(server, t), LIST_RATE);
    console.log(`(load average ${os.loadavg()[0]!.toFixed(2)})`);
  } finally {
    await server.stop();
  }
}

/** Seeds the demo and the bench's tenants into a database the servers then start on. */
async function prepare(opts: { databaseUrl?: string; dataDir?: string }): Promise<Tenants> {
  const db = await openDatabase(opts);
  try {
    await seedDemo(db.db);
    return await seedTenants(db.db);
  } finally {
    await db.close();
  }
}

const caches = (process.env.BENCH_CACHE ?? '5,0').split(',');
const dbs = (process.env.BENCH_DB ?? 'pglite,pg').split(',');
const base = { DEMO_HISTORY_DAYS: '0', PUB_RATE_PER_MIN: '100000000' };
if (dbs.includes('pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-api-'));
  try {
    const t = await prepare({ dataDir });
    for (const cache of caches) await benchOne(`PGlite (embedded), AUTH_CACHE_SECONDS=${cache}`, { ...base, DATA_DIR: dataDir, AUTH_CACHE_SECONDS: cache }, t);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (dbs.includes('pg')) {
  await withTempPostgres('pfs_bench_api', async (url) => {
    const t = await prepare({ databaseUrl: url });
    for (const cache of caches)
      await benchOne(`PostgreSQL 127.0.0.1:5432 (scratch database), AUTH_CACHE_SECONDS=${cache}`, { ...base, DATABASE_URL: url, AUTH_CACHE_SECONDS: cache }, t);
  });
}
fs.rmSync(countFile, { force: true });
