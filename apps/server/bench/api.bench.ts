/**
 * npm run bench:api — requests/s and p99 latency of get_user_info and the member list at 50 connections,
 * against the real server on embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set.
 */
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
    console.log(`\n[${label}] ${CONNECTIONS} connections, ${DURATION_S} s each`);
    await run('GET  /api/get_user_info', { url: `${server.url}/api/get_user_info`, headers });
    await run('POST /api/get_fac_member_list', {
      url: `${server.url}/api/get_fac_member_list`,
      method: 'POST',
      headers,
      body: JSON.stringify({ fid: 1, page: 1, size: 20 }),
    });
  } finally {
    await server.stop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
await benchOne('PGlite (embedded)', {});
if (pgUrl) await benchOne('PostgreSQL', { DATABASE_URL: pgUrl });
else console.log('\n(设置 BENCH_DATABASE_URL=postgres://… 可同时测试 PostgreSQL)');
