/**
 * Telemetry through the broker into both instances, a live socket, and failover (the checks the two-instance test
 * had from the start): 20 gateways stream; both instances take a share; a live socket on instance A sees the values
 * B received; kill -9 of the strategy leader → the other leads within 10 s; the killed one restarts (as systemd's
 * Restart=always) and every reading a gateway had a PUBACK for is stored, exactly once.
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import WebSocket from 'ws';
import { driveLoad } from '@pfs/sim';
import { startInstance, type Instance } from './unit.js';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
const POINTS = Number(process.env.SCALE_POINTS ?? 50);
const INTERVAL_MS = Number(process.env.SCALE_INTERVAL_MS ?? 500);
export const GATEWAYS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load1 = () => os.loadavg()[0]!.toFixed(2);
const leads = (inst: Instance) =>
  fs
    .readFileSync(inst.log, 'utf8')
    .split('\n')
    .filter((l) => l.includes('控制策略：本实例负责执行策略')).length;

type Check = (ok: boolean, what: string) => void;
export type IngestCase = {
  work: string;
  brokerUrl: string;
  dbUrl: string;
  /** Running instances; a killed one is replaced in place by its restart. */
  instances: Instance[];
  creds: { sn: string; secret: string }[];
  token: string;
  fid: number;
  /** Prometheus' token (METRICS_TOKEN): behind a proxy /metrics answers nobody without it. */
  metricsToken: string;
};

export async function checkIngestAndFailover(o: IngestCase, check: Check) {
  const instances = o.instances;
  // A browser on instance A (directly, not through nginx): the live values it receives.
  const seenOnA = new Map<number, number>();
  const ws = new WebSocket(`ws://127.0.0.1:${instances[0]!.port}/ws`);
  await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
  ws.send(JSON.stringify({ type: 'auth', token: o.token, fid: o.fid }));
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as { type: string; values?: { point_id: number; ts: string }[] };
    if (m.type === 'values') for (const v of m.values!) seenOnA.set(v.point_id, Math.max(seenOnA.get(v.point_id) ?? 0, Date.parse(v.ts)));
  });

  const leader = () => instances.find((x) => leads(x) > (x.i === killedI ? killedLeads : 0));
  let killedI = -1;
  let killedLeads = 0;
  const loadRun = driveLoad(
    { url: o.brokerUrl, gateways: GATEWAYS, points: POINTS, intervalMs: INTERVAL_MS, durationS: SECONDS, credentials: o.creds },
    () => undefined,
  );
  await sleep((SECONDS * 1000) / 3);
  // Both instances take a share of the messages.
  const ingested = async (x: Instance) =>
    Number(
      /pfs_ingest_readings_total (\d+)/.exec(await (await fetch(`${x.url}/metrics`, { headers: { authorization: `Bearer ${o.metricsToken}` } })).text())?.[1] ??
        0,
    );
  const [ia, ib] = [await ingested(instances[0]!), await ingested(instances[1]!)];
  check(ia > 0 && ib > 0, `两个实例分担接入：A ${ia} 条，B ${ib} 条`);
  check(seenOnA.size >= GATEWAYS * POINTS * 0.95, `实例 A 上的实时连接收到 ${seenOnA.size} / ${GATEWAYS * POINTS} 个点位的数值（其中约一半由 B 接收）`);

  // kill -9 the strategy leader; the other must lead within 10 s; the killed one restarts like under systemd.
  const lead = leader();
  check(!!lead, `策略主实例：${lead ? `实例 ${lead.i}` : '无'}`);
  if (lead) {
    const other = instances.find((x) => x !== lead)!;
    const before = leads(other);
    lead.proc.kill('SIGKILL');
    const killedAt = Date.now();
    killedI = lead.i;
    killedLeads = leads(lead);
    while (leads(other) === before && Date.now() - killedAt < 20_000) await sleep(100);
    const took = Date.now() - killedAt;
    check(leads(other) > before && took <= 10_000, `kill -9 主实例后，实例 ${other.i} 在 ${(took / 1000).toFixed(1)} s 内接管策略执行（要求 ≤ 10 s）`);
    const idx = instances.indexOf(lead);
    instances[idx] = await startInstance(lead.i, o.work);
    console.log(`  实例 ${lead.i} 已重启（如 systemd Restart=always），用时 ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
  }
  const load = await loadRun;
  // Drain, then compare what every gateway had PUBACKs for with what is stored.
  const pgc = new pg.Client({ connectionString: o.dbUrl });
  await pgc.connect();
  const q = async () =>
    (
      await pgc.query<{ sn: string; raw: number; hourly: number; reading_ct: number }>(`select g.sn, g.reading_ct::int,
        (select count(*)::int from iot_readings r join iot_points p using (point_id) where p.gw_id = g.gw_id) as raw,
        (select coalesce(sum(ct), 0)::int from iot_rollup_hourly h join iot_points p using (point_id) where p.gw_id = g.gw_id) as hourly
        from iot_gateways g where g.sn like 'scale-%'`)
    ).rows;
  let rows = await q();
  for (let t = Date.now(); Date.now() - t < 60_000; await sleep(1000)) {
    rows = await q();
    if ([...load.ackedBy].every(([sn, n]) => (rows.find((r) => r.sn === sn)?.raw ?? 0) >= n)) break;
  }
  await pgc.end();
  let lost = 0;
  for (const [sn, n] of load.ackedBy) lost += Math.max(0, n - (rows.find((r) => r.sn === sn)?.raw ?? 0));
  const raw = rows.reduce((a, r) => a + r.raw, 0);
  const hourly = rows.reduce((a, r) => a + r.hourly, 0);
  const counted = rows.reduce((a, r) => a + r.reading_ct, 0);
  check(lost === 0, `网关已确认 ${load.acked} 条，已存 ${raw} 条，丢失 ${lost} 条（跨越 kill -9）`);
  check(hourly === raw, `每条读数只存一次：小时汇总计数 ${hourly} = 原始 ${raw}`);
  // Gateway statistics are best effort: a killed instance loses its unwritten counts (its readings are replayed from
  // its journal, uncounted) and a message re-delivered after the kill is counted twice (stored once).
  console.log(`  网关统计的接入计数 ${counted}（与原始相差 ${counted - raw}：被杀实例未写入的统计随进程丢失，重发的消息再计一次）；负载 ${load1()}`);
  ws.close();
}
