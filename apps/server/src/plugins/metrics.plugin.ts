import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Services } from '../services.js';
import type { DbHandle } from '../db/client.js';
import { access } from './access.js';

type Pool = { totalCount: number; idleCount: number; waitingCount: number };
/** behindProxy: TRUST_PROXY is set, so a proxy may run on this machine and pass on anyone's request from loopback. */
type Opts = { services: Services; db: DbHandle; token?: string; behindProxy?: boolean };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const METRICS_CLOSED_BEHIND_PROXY =
  '已设置 TRUST_PROXY（经反向代理访问）但未设置 METRICS_TOKEN：/metrics 已关闭，因为同一台机器上的代理会以本机地址转发任何访问者的请求。' +
  '请设置至少 16 个字符的 METRICS_TOKEN（例如 openssl rand -hex 24 的输出），Prometheus 以 Authorization: Bearer <token> 抓取';

/**
 * Only a caller with METRICS_TOKEN (Authorization: Bearer …); without a token set, a process on this machine —
 * unless the server sits behind a proxy, which may itself be that process.
 */
function allowed(header: string | undefined, remote: string | undefined, token: string | undefined, behindProxy: boolean) {
  if (!token) return !behindProxy && LOOPBACK.has(remote ?? '');
  const got = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const want = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * GET /metrics in Prometheus text format: requests by route (rate and latency), ingest (readings, backlog, dropped, held acks,
 * seq gaps), strategy evaluation latency, live sockets, the PostgreSQL pool, and Node's own process metrics.
 * Not an /api route: no session, guarded by METRICS_TOKEN or the loopback address (see docs/deploy.md).
 */
const plugin: FastifyPluginAsync<Opts> = async (app, { services, db, token, behindProxy = false }) => {
  const closed = !token && behindProxy;
  if (closed) app.log.warn(METRICS_CLOSED_BEHIND_PROXY);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'pfs_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'pfs_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the raw URL: ids in paths must not make a label per request.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  // A count a service keeps itself (readings, refusals, lookups): each scrape adds what it grew by since the last.
  const runningTotal = (name: string, help: string, read: () => number) => {
    let seen = 0;
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read();
        this.inc(now - seen);
        seen = now;
      },
    });
  };
  // A level read at each scrape (backlog, held acknowledgements, sockets).
  const level = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });

  const { ingest, liveHub, ruleEngine, seqGapRepo } = services;
  runningTotal('pfs_ingest_readings_total', 'Readings accepted from gateways', () => ingest.acceptedRows);
  runningTotal('pfs_ingest_dropped_rows_total', 'Readings dropped because the write backlog was full', () => ingest.droppedRows);
  level('pfs_ingest_backlog_rows', 'Readings waiting to be written', () => ingest.pendingRows);
  // Where the time from a gateway's message to a stored reading goes: waiting in memory for the next write, then the write.
  const writeSeconds = new Histogram({
    name: 'pfs_ingest_write_seconds',
    help: 'Duration of one write of pending readings (raw rows and rollups in one transaction per writer)',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const waitSeconds = new Histogram({
    name: 'pfs_ingest_wait_seconds',
    help: 'How long the oldest reading of a write had waited in memory before the write started',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const writeRows = new Histogram({
    name: 'pfs_ingest_write_rows',
    help: 'Readings per write',
    buckets: [100, 1000, 5000, 10_000, 25_000, 50_000, 100_000, 200_000],
    registers: [registry],
  });
  ingest.writes.add((t) => {
    writeSeconds.observe(t.seconds);
    waitSeconds.observe(t.waitedSeconds);
    writeRows.observe(t.rows);
  });
  runningTotal(
    'pfs_ingest_rejected_total',
    'Gateway messages and readings refused at the door (bad payload, unknown point, time or value out of range)',
    () => ingest.refused.rejected,
  );
  runningTotal(
    'pfs_ingest_set_aside_total',
    'Readings the database refused as data (e.g. a sum out of range): set aside and logged, never retried',
    () => ingest.refused.setAside,
  );
  runningTotal('pfs_ingest_acks_held_total', 'Gateway messages whose acknowledgement waited for room in the full backlog', () => ingest.held.total);
  level('pfs_ingest_acks_held', 'Gateway messages waiting unacknowledged for room in the backlog now', () => ingest.held.now);
  new Gauge({
    name: 'pfs_ingest_seq_gaps',
    help: 'Telemetry messages missing from gateways seq numbers, all gateways (database)',
    registers: [registry],
    async collect() {
      this.set((await seqGapRepo.totals().catch(() => ({ gaps: NaN }))).gaps);
    },
  });
  level('pfs_live_connections', 'Live-channel sockets on this instance', () => liveHub.size);
  // Concurrent requests' session lookups go out together (BatchLoader): lookups per statement is what that saves.
  runningTotal(
    'pfs_session_lookups_total',
    'Session lookups not answered from the access cache (get_user_info reads its info with them)',
    () => services.auth.sessionLookups().lookups,
  );
  runningTotal(
    'pfs_session_lookup_statements_total',
    'Statements that answered those lookups, several at a time under load',
    () => services.auth.sessionLookups().statements,
  );
  const pool = db.kind === 'postgres' ? (db.db as unknown as { $client: Pool }).$client : null;
  if (pool) {
    new Gauge({
      name: 'pfs_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  // Strategy latency: from readings handed to the engine to their evaluation (commands sent) done. The engine's
  // method is wrapped here so the rule module stays free of metrics; events call it through the object.
  const ruleLatency = new Histogram({
    name: 'pfs_rule_evaluation_seconds',
    help: 'Readings to strategy evaluation done',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [registry],
  });
  const onReadings = ruleEngine.onReadings.bind(ruleEngine);
  ruleEngine.onReadings = (fid, rows) => {
    const end = ruleLatency.startTimer();
    return onReadings(fid, rows).finally(() => end());
  };

  app.get('/metrics', { config: { access: access.public }, schema: { hide: true } }, async (req, reply) => {
    if (closed) return reply.status(403).type('text/plain; charset=utf-8').send(METRICS_CLOSED_BEHIND_PROXY);
    if (!allowed(req.headers.authorization, req.socket.remoteAddress, token, behindProxy))
      return reply.status(403).type('text/plain; charset=utf-8').send('forbidden');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

export const metricsPlugin = fp(plugin, { name: 'pfs-metrics' });
