/**
 * npm run bench:api — requests/s and p99 latency of get_user_info and the member list at 50 connections, with the
 * per-instance session/permission cache (AUTH_CACHE_SECONDS=5, the default) and without it (0: what many users,
 * pages and instances see), plus a mixed load a cache cannot hide (IoT device, member, alarm and log lists of two
 * factories with varying pages and filters), against the real server on embedded PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL (or DATABASE_URL) is set. BENCH_CACHE=5|0 limits the cache settings; the load average is printed.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { spawnServer } from './spawn-server.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function run(title: string, opts: autocannon.Options) {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  const non2xx = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${title.padEnd(36)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${non2xx}`,
  );
}

async function benchOne(label: string, env: Record<string, string>) {
  const server = await spawnServer(env);
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uni_no: 'demo', password: 'demo123456' }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const headers = { 'x-token': login.token, 'x-rfrom': 'w', 'content-type': 'application/json' };
    // Warm-up so JIT and connection pools are settled before measuring.
    await autocannon({ url: `${server.url}/api/get_user_info`, headers, connections: 10, duration: 2 });
    console.log(`\n[${label}] ${CONNECTIONS} connections, ${DURATION_S} s each, load average ${os.loadavg()[0]!.toFixed(2)}`);
    await run('GET  /api/get_user_info', { url: `${server.url}/api/get_user_info`, headers });
    await run('POST /api/get_fac_member_list', {
      url: `${server.url}/api/get_fac_member_list`,
      method: 'POST',
      headers,
      body: JSON.stringify({ fid: 1, page: 1, size: 20 }),
    });
    // Mixed: lists of both demo factories, different pages, sizes and filters, in turn on every connection.
    const bodies: [string, object][] = [];
    for (const fid of [1, 2])
      for (const page of [1, 2, 3]) {
        bodies.push(['/api/get_iot_dev_list', { fid, page, size: 20 }]);
        bodies.push(['/api/get_iot_dev_list', { fid, page, size: 50, kind: 'sensor' }]);
        bodies.push(['/api/get_fac_member_list', { fid, page, size: 10 }]);
        bodies.push(['/api/get_fac_alarmlog_list', { fid, page, size: 20, status: page === 1 ? 'valid' : 'closed' }]);
      }
    await run('mixed lists (2 factories, filters)', {
      url: server.url,
      headers,
      requests: bodies.map(([path, body]) => ({ method: 'POST' as const, path, body: JSON.stringify(body) })),
    });
    console.log(`(load average ${os.loadavg()[0]!.toFixed(2)})`);
  } finally {
    await server.stop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
for (const cache of (process.env.BENCH_CACHE ?? '5,0').split(',')) {
  const env = { AUTH_CACHE_SECONDS: cache, DEMO_HISTORY_DAYS: '0' };
  await benchOne(`PGlite (embedded), AUTH_CACHE_SECONDS=${cache}`, env);
  if (pgUrl) await benchOne(`PostgreSQL, AUTH_CACHE_SECONDS=${cache}`, { ...env, DATABASE_URL: pgUrl });
}
if (!pgUrl) console.log('\n(设置 BENCH_DATABASE_URL=postgres://… 可同时测试 PostgreSQL)');
