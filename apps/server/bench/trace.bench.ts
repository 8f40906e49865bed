/**
 * npm run bench:trace — the public trace call (/api/pub/get_trace_info) at 50 connections on PostgreSQL (a throwaway
 * database; PG_ADMIN_URL): requests/s, p50/p99. The demo's codes (60 days of history) are asked in turn; every call
 * also counts a scan, as in production (in memory, written in batches): after the server stops, the scans written are
 * checked against the 2xx answers. BENCH_SECONDS (default 10).
 */
import os from 'node:os';
import { getTraceInfo } from '@pfs/domain/trace';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from './spawn-server.js';
import { withTempPostgres } from './harness.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

await withTempPostgres('pfs_bench_trace', async (dbUrl) => {
  const server = await spawnServer({ DATABASE_URL: dbUrl, DEMO_HISTORY_DAYS: '60', PUB_RATE_PER_MIN: '100000000' });
  let stopped = false;
  const stop = async () => {
    if (!stopped) await server.stop();
    stopped = true;
  };
  try {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const tids = (await c.query<{ tid: string }>('select tid from trace_codes order by created_at limit 200')).rows.map((r) => r.tid);
    const scansOf = async () => Number((await c.query<{ n: string | null }>('select sum(scans) n from trace_codes')).rows[0]!.n ?? 0);
    const before = await scansOf();
    if (tids.length === 0) throw new Error('the demo wrote no trace codes');
    const requests = tids.map((tid) => ({ method: 'POST' as const, path: getTraceInfo.url, body: JSON.stringify({ tid }) }));
    const headers = { 'content-type': 'application/json' };
    const warm = await autocannon({ url: server.url, connections: 10, duration: 2, headers, requests });
    const r = await autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION_S, headers, requests });
    console.log(`\n[PostgreSQL] ${getTraceInfo.url}, ${tids.length} codes, ${CONNECTIONS} connections, ${DURATION_S} s, load average ${os.loadavg()[0]!.toFixed(2)}`);
    console.log(`  ${r.requests.average.toFixed(0)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors + r.timeouts}`);
    await stop();
    const answered = warm['2xx'] + r['2xx'];
    // Requests cut off at the end were still served, and counted: the scans written are at least the answers counted.
    console.log(`  scans written by shutdown: ${(await scansOf()) - before} (2xx answers counted by the client: ${answered})`);
    await c.end();
  } finally {
    await stop();
  }
});
