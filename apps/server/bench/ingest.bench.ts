/**
 * npm run bench:ingest — sustained readings/s persisted (raw rows + hourly/daily rollups + latest values in one
 * statement per batch) and the publish-to-queryable latency, on the embedded defaults (PGlite + Aedes) and on
 * PostgreSQL + Mosquitto, each configured as the docs tell users to: a private PostgreSQL cluster started with the
 * shipped deploy/postgresql/pfs.conf (deleted afterwards), and a private Mosquitto with deploy/mosquitto/pfs.conf.
 * BENCH_PG_ADMIN_URL (e.g. the machine's own server, postgres://postgres@127.0.0.1:5432/postgres) runs on that server
 * instead, in a throw-away database, and BENCH_DATABASE_URL in the database it names; BENCH_MQTT_URL on that broker.
 * Where the PostgreSQL server programs are not installed, the machine's server at 127.0.0.1:5432 is used.
 * BENCH_RUNS=embedded|pg limits the runs.
 * Nothing lost: what each gateway had PUBACKs for is compared with what is stored for it; any reading missing is
 * printed as lost and the bench exits with code 1.
 * Load: BENCH_GATEWAYS × BENCH_POINTS readings every BENCH_INTERVAL_MS for BENCH_SECONDS, QoS 1, in-flight bounded.
 * BENCH_INSTANCES=2 (PostgreSQL run): that many servers on the one database and broker, sharing the load through
 * the broker's shared subscription.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { type AnyCall, type CallBody, type CallReply } from '@pfs/domain';
import { login } from '@pfs/domain/auth';
import { createIotGw, getIotFacStates, getIotGwList } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { driveLoad } from '@pfs/sim';
import { openDatabase } from '../src/db/client.js';
import os from 'node:os';
import { freePort, spawnServer } from './spawn-server.js';
import { startMosquitto } from './mosquitto.js';
import { startPostgres } from './postgres.js';

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 50);
const POINTS = Number(process.env.BENCH_POINTS ?? 200);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 100);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const RUNS = (process.env.BENCH_RUNS ?? 'embedded,pg').split(',');
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
/** Seconds without a reading more stored before what is still missing counts as lost. */
const DRAIN_S = Number(process.env.BENCH_DRAIN_SECONDS ?? 10);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Raw rows per bench gateway, and the rollups' counts: the rollups must count every stored reading once. */
const countSql = (prefix: string) => `select coalesce(json_object_agg(sn, n), '{}') as by_sn, coalesce(sum(n), 0)::int as raw,
  (select coalesce(sum(ct), 0)::int from iot_rollup_hourly h join iot_points p using (point_id) join iot_gateways g using (gw_id) where g.sn like '${prefix}-%') as hourly,
  (select coalesce(sum(ct), 0)::int from iot_rollup_daily d join iot_points p using (point_id) join iot_gateways g using (gw_id) where g.sn like '${prefix}-%') as daily
  from (select g.sn, count(*)::int as n from iot_readings r join iot_points p using (point_id) join iot_gateways g using (gw_id) where g.sn like '${prefix}-%' group by g.sn) x`;
type Counts = { by_sn: Record<string, number> | string; raw: number; hourly: number; daily: number };
const load1 = () => os.loadavg()[0]!.toFixed(2);

/** A histogram of the servers' /metrics, added up over instances: mean and the bucket bound holding p99. */
async function histogram(urls: string[], name: string): Promise<{ mean: number; p99: number; count: number }> {
  const buckets = new Map<number, number>();
  let sum = 0;
  let count = 0;
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const m of text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, 'gm'))) {
      const le = m[1] === '+Inf' ? Infinity : Number(m[1]);
      buckets.set(le, (buckets.get(le) ?? 0) + Number(m[2]));
    }
    sum += Number(new RegExp(`^${name}_sum (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    count += Number(new RegExp(`^${name}_count (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  }
  const p99 = [...buckets].sort((a, b) => a[0] - b[0]).find(([, n]) => n >= 0.99 * count)?.[0] ?? NaN;
  return { mean: count > 0 ? sum / count : NaN, p99, count };
}

async function run(label: string, env: Record<string, string>, counts: (q: string) => Promise<Counts>) {
  const serverEnv = { IOT: 'on', SIM: 'off', IOT_RAW_RETENTION_DAYS: '0', DEMO_HISTORY_DAYS: '0', ...env };
  const server = await spawnServer(serverEnv);
  // More instances only behind an external broker (each embedded broker would be a separate one); started after the
  // first, which migrated and seeded the database.
  const others: Awaited<ReturnType<typeof spawnServer>>[] = [];
  for (let i = 1; env.MQTT_URL && i < INSTANCES; i++) others.push(await spawnServer(serverEnv));
  const stopAll = () => Promise.all([server, ...others].map((s) => s.stop()));
  let stopped = false;
  try {
    const post = async <C extends AnyCall>(call: C, token: string, body: CallBody<C>) =>
      (await (
        await fetch(server.url + call.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body: JSON.stringify(body) })
      ).json()) as { data: CallReply<C> };
    const { token } = (await (
      await fetch(server.url + login.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uni_no: 'demo', password: 'demo123456' }),
      })
    ).json()) as { token: string };
    const tag = Date.now().toString(36);
    const creds: { sn: string; secret: string }[] = [];
    // The load goes to factory 2; the probe (the last gateway) sits alone in factory 1 so polling it stays cheap.
    for (let i = 0; i <= GATEWAYS; i++) {
      const sn = `bench-${tag}-${i}`;
      const r = await post(createIotGw, token, { fid: i === GATEWAYS ? 1 : 2, sn, name: `压测网关 ${i}` });
      creds.push({ sn, secret: r.data.secret });
    }
    const brokerUrl = env.MQTT_URL ?? `mqtt://127.0.0.1:${env.MQTT_PORT}`;
    // Stored = gateway reading counts, which the server adds right after the batch holding those readings is written.
    const stored = async () =>
      (await post(getIotGwList, token, { fid: 2 })).data
        .filter((g) => g.sn.startsWith(`bench-${tag}`))
        .reduce((n, g) => n + g.reading_ct, 0);

    // Latency probe: one more gateway publishes a numbered reading every 100 ms; a poller reads get_iot_fac_states
    // every 25 ms, and when it sees number k, every reading ≤ k not yet seen counts as queryable now (readings of one
    // gateway are stored in order), so each latency is an upper bound within the polling interval.
    const probe = creds.pop()!;
    const pc = await mqtt.connectAsync(brokerUrl, { username: probe.sn, password: probe.secret, clientId: `gw-${probe.sn}.probe` });
    await pc.publishAsync(topicOf(probe.sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 'probe', kind: 'sensor' }] }), { qos: 1 });
    const latencies: number[] = [];
    const sentAt = new Map<number, number>();
    let probing = true;
    let seen = 0;
    const publisher = (async () => {
      await sleep(1000);
      for (let seq = 1; probing; seq++) {
        const sent = Date.now();
        sentAt.set(seq, sent);
        pc.publish(topicOf(probe.sn, 'telemetry'), JSON.stringify({ seq, points: { probe: [{ ts: sent, v: seq }] } }), { qos: 1 });
        await sleep(100);
      }
    })();
    const poller = (async () => {
      while (probing || seen < sentAt.size) {
        const st = await post(getIotFacStates, token, { fid: 1 });
        const v = st.data.find((g) => g.sn === probe.sn)?.points[0]?.value ?? 0;
        const now = Date.now();
        for (; seen < v; seen++) latencies.push(now - sentAt.get(seen + 1)!);
        if (!probing && now - (sentAt.get(sentAt.size) ?? now) > 30_000) break;
        await sleep(25);
      }
    })();
    const prober = Promise.all([publisher, poller]);

    const loadAtStart = load1();
    const t0 = Date.now();
    const load = await driveLoad(
      { url: brokerUrl, gateways: GATEWAYS, points: POINTS, intervalMs: INTERVAL_MS, durationS: DURATION_S, credentials: creds },
      () => undefined,
    );
    const loadEnd = Date.now();
    probing = false;
    await prober;
    await pc.endAsync();
    // Let the writers drain (and the broker hand over what it queued while acknowledgements were held), then count
    // what is stored: wait while the count still grows, giving up after BENCH_DRAIN_SECONDS (10) without progress.
    let n = 0;
    for (let last = -1, since = Date.now(); Date.now() - since < DRAIN_S * 1000; ) {
      n = await stored();
      if (n >= load.acked) break;
      if (n > last) [last, since] = [n, Date.now()];
      await sleep(250);
    }
    const secs = (Date.now() - t0) / 1000;
    // The server's share of publish → queryable: readings waiting in memory for the next write, then the write.
    const urls = [server, ...others].map((s) => s.url);
    // Where each instance stands when the count stopped growing: what it took, holds in memory, holds unacknowledged.
    const gauge = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    const instances = await Promise.all(
      urls.map(async (u, i) => {
        const text = await (await fetch(`${u}/metrics`)).text();
        return `实例 ${i + 1}：接收 ${gauge(text, 'pfs_ingest_readings_total')} 条，内存中 ${gauge(text, 'pfs_ingest_backlog_rows')} 条，待确认消息 ${gauge(text, 'pfs_ingest_acks_held')} 条`;
      }),
    );
    const [wait, write, rows] = await Promise.all([
      histogram(urls, 'pfs_ingest_wait_seconds'),
      histogram(urls, 'pfs_ingest_write_seconds'),
      histogram(urls, 'pfs_ingest_write_rows'),
    ]);
    const ms = (h: { mean: number; p99: number }) => `均值 ${(h.mean * 1000).toFixed(0)} ms，p99 ≤ ${h.p99 * 1000} ms`;
    const inServer = `服务器内（${write.count} 次写入，每次平均 ${rows.mean.toFixed(0)} 条）：内存中等待写入 ${ms(wait)}；写入 ${ms(write)}`;
    await stopAll();
    stopped = true;
    const c = await counts(countSql(`bench-${tag}`));
    const bySn = (typeof c.by_sn === 'string' ? JSON.parse(c.by_sn) : c.by_sn) as Record<string, number>;
    // A reading a gateway had a PUBACK for and that is not stored is lost; more stored than acknowledged is fine
    // (a PUBACK lost on the way back, the reading re-sent or not).
    let lost = 0;
    for (const [sn, n] of load.ackedBy) lost += Math.max(0, n - (bySn[sn] ?? 0));
    if (lost > 0) {
      process.exitCode = 1;
      console.log(`  排空结束时：${instances.join('；')}`);
    }
    console.log(
      `[${label}${others.length > 0 ? `，${others.length + 1} 个实例` : ''}] ${GATEWAYS} 网关 × ${POINTS} 点，每 ${INTERVAL_MS} ms，${DURATION_S} s：发布确认 ${load.perSecond.toFixed(0)} 条/秒（窗口满跳过 ${load.skipped}），` +
        `入库 ${n} 条，持续入库（含小时/日汇总） ${(n / secs).toFixed(0)} 条/秒（排空 ${((Date.now() - loadEnd) / 1000).toFixed(1)} s）；` +
        `发布→可查询 p50 ${pct(latencies, 50)} ms，p99 ${pct(latencies, 99)} ms（${latencies.length} 个样本，每 100 ms 一条）；` +
        `核对：网关已确认 ${load.acked} 条，已存 ${c.raw - sentAt.size} 条，丢失 ${lost} 条${lost > 0 ? '（失败）' : ''}；小时汇总计数 ${c.hourly - sentAt.size}，日汇总计数 ${c.daily - sentAt.size}；` +
        `负载 ${load1()}（开始时 ${loadAtStart}）\n  ${inServer}`,
    );
  } finally {
    if (!stopped) await stopAll();
  }
}

if (RUNS.includes('embedded')) {
  const dataDir = fs.mkdtempSync('/tmp/pfs-bench-');
  try {
    await run('PGlite + 内置 Aedes', { MQTT_PORT: String(await freePort()), DATA_DIR: dataDir }, async (q) => {
      const h = await openDatabase({ dataDir });
      const r = (await h.db.execute(sql.raw(q))) as unknown as { rows: Counts[] };
      await h.close();
      return r.rows[0]!;
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (RUNS.includes('pg')) {
  let url = process.env.BENCH_DATABASE_URL;
  const privatePg = url || process.env.BENCH_PG_ADMIN_URL ? null : startPostgres(await freePort());
  const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? privatePg?.adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pgLabel = privatePg ? 'deploy/postgresql/pfs.conf' : new URL(url ?? PG_ADMIN).host;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: PG_ADMIN });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  const name = `pfs_bench_${randomBytes(4).toString('hex')}`;
  const broker = process.env.BENCH_MQTT_URL ? null : await startMosquitto(await freePort());
  try {
    if (!url) {
      await admin(`create database ${name}`);
      const u = new URL(PG_ADMIN);
      u.pathname = `/${name}`;
      url = u.toString();
    }
    const mqttUrl = process.env.BENCH_MQTT_URL ?? broker!.url;
    await run(`PostgreSQL（${pgLabel}）+ Mosquitto（deploy/mosquitto/pfs.conf）`, { DATABASE_URL: url, MQTT_URL: mqttUrl }, async (q) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const r = await c.query<Counts>(q).finally(() => c.end());
      return r.rows[0]!;
    });
  } finally {
    await broker?.stop();
    // A private cluster goes whole; on a shared server only the throw-away database.
    if (privatePg) privatePg.stop();
    else if (!process.env.BENCH_DATABASE_URL) await admin(`drop database if exists ${name} with (force)`);
  }
}
