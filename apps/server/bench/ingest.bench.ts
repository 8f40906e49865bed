/**
 * npm run bench:ingest — sustained readings/s persisted (with latest values and gateway statistics) and the
 * publish-to-queryable latency, on the embedded defaults (PGlite + Aedes) and, when BENCH_DATABASE_URL is set,
 * on PostgreSQL + the broker at BENCH_MQTT_URL (default Mosquitto at 127.0.0.1:1883).
 */
import mqtt from 'mqtt';
import { topicOf } from '@pfs/domain';
import { driveLoad } from '@pfs/sim';
import { freePort, spawnServer } from './spawn-server.js';

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 20);
const POINTS = Number(process.env.BENCH_POINTS ?? 100);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 100);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function run(label: string, env: Record<string, string>) {
  const server = await spawnServer({ IOT: 'on', SIM: 'off', ...env });
  try {
    const post = async <T>(url: string, token: string, body: unknown) =>
      (await (await fetch(server.url + url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body: JSON.stringify(body) })).json()) as T;
    const { token } = (await (await fetch(server.url + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uni_no: 'demo', password: 'demo123456' }) })).json()) as { token: string };
    const tag = Date.now().toString(36);
    const creds: { sn: string; secret: string }[] = [];
    for (let i = 0; i <= GATEWAYS; i++) {
      const sn = `bench-${tag}-${i}`;
      const r = await post<{ data: { secret: string } }>('/api/create_iot_gw', token, { fid: 1, sn, name: `压测网关 ${i}` });
      creds.push({ sn, secret: r.data.secret });
    }
    const brokerUrl = env.MQTT_URL ?? `mqtt://127.0.0.1:${env.MQTT_PORT}`;
    const total = async () => (await post<{ data: { reading_ct: number }[] }>('/api/get_iot_gw_list', token, { fid: 1 })).data.reduce((n, g) => n + g.reading_ct, 0);

    // Latency probe: one extra gateway publishes a reading every 200 ms; we time until get_iot_fac_states shows it.
    const probe = creds.pop()!;
    const pc = await mqtt.connectAsync(brokerUrl, { username: probe.sn, password: probe.secret, clientId: `probe-${tag}` });
    await pc.publishAsync(topicOf(probe.sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 'probe', kind: 'sensor' }] }), { qos: 1 });
    const latencies: number[] = [];
    let probing = true;
    const prober = (async () => {
      for (let seq = 1; probing; seq++) {
        const sent = Date.now();
        await pc.publishAsync(topicOf(probe.sn, 'telemetry'), JSON.stringify({ seq, points: { probe: [{ ts: sent, v: seq }] } }), { qos: 1 });
        for (;;) {
          const st = await post<{ data: { sn: string; points: { code: string; value: number | null }[] }[] }>('/api/get_iot_fac_states', token, { fid: 1 });
          if (st.data.find((g) => g.sn === probe.sn)?.points[0]?.value === seq) break;
          if (Date.now() - sent > 10_000) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        latencies.push(Date.now() - sent);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();

    const before = await total();
    const t0 = Date.now();
    const load = await driveLoad({ url: brokerUrl, gateways: GATEWAYS, points: POINTS, intervalMs: INTERVAL_MS, durationS: DURATION_S, credentials: creds }, () => undefined);
    // Let the writer drain, then count what is stored.
    let stored = 0;
    for (let i = 0; i < 40; i++) {
      stored = (await total()) - before;
      if (stored >= load.acked) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const secs = (Date.now() - t0) / 1000;
    probing = false;
    await prober;
    await pc.endAsync();
    console.log(
      `[${label}] ${GATEWAYS} 网关 × ${POINTS} 点，每 ${INTERVAL_MS} ms：发布确认 ${load.perSecond.toFixed(0)} 条/秒，入库 ${stored} 条，` +
        `持续入库 ${(stored / secs).toFixed(0)} 条/秒；发布→可查询 p50 ${pct(latencies, 50)} ms，p99 ${pct(latencies, 99)} ms（${latencies.length} 个样本）`,
    );
  } finally {
    await server.stop();
  }
}

await run('PGlite + 内置 Aedes', { MQTT_PORT: String(await freePort()) });
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) await run('PostgreSQL + Mosquitto', { DATABASE_URL: pgUrl, MQTT_URL: process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883' });
else console.log('(设置 BENCH_DATABASE_URL=postgres://… 可同时测试 PostgreSQL + Mosquitto)');
