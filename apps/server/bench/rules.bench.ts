/**
 * bench:rules — reading-to-command latency of the strategy engine: from a gateway publishing a reading to the
 * command arriving on that gateway's cmd topic, with 100 strategies loaded (one sensor and one switch each; a
 * reading above 28 opens the switch, the next one below closes it again), readings at a steady 20/s while the
 * gateway acknowledges every command. Prints p50/p99; target p99 < 50 ms.
 * Runs on the embedded defaults (PGlite + Aedes) and, when BENCH_DATABASE_URL is set, on PostgreSQL + Mosquitto.
 */
import mqtt from 'mqtt';
import { type AnyCall, type CallBody, type CallReply } from '@pfs/domain';
import { login } from '@pfs/domain/auth';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { createIotRule } from '@pfs/domain/rule';
import { freePort, spawnServer } from './spawn-server.js';
import { pct } from './harness.js';

const RULES = 100;
const READINGS = Number(process.env.BENCH_READINGS ?? 1000);

async function run(label: string, env: Record<string, string>) {
  const server = await spawnServer({ IOT: 'on', SIM: 'off', ...env });
  try {
    const { token } = (await (
      await fetch(`${server.url}${login.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uni_no: 'demo', password: 'demo123456' }),
      })
    ).json()) as { token: string };
    const api = async <C extends AnyCall>(call: C, body: Omit<CallBody<C>, 'fid'>) => {
      const r = (await (
        await fetch(server.url + call.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': token },
          body: JSON.stringify({ fid: 1, ...body }),
        })
      ).json()) as { code: number; msg: string; data: CallReply<C> };
      if (r.code !== 200) throw new Error(`${call.url}: ${r.msg}`);
      return r.data;
    };
    const sn = `bench-rules-${Date.now().toString(36)}`;
    const { secret } = await api(createIotGw, { sn, name: '策略压测网关' });
    const c = await mqtt.connectAsync(env.MQTT_URL ?? `mqtt://127.0.0.1:${env.MQTT_PORT}`, { username: sn, password: secret, clientId: `gw-${sn}` });
    // A gateway sends small messages and wants them out at once (no Nagle delay on its side).
    (c.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true);
    const waiting = new Map<string, (at: number) => void>();
    c.on('message', (_t, payload) => {
      const at = performance.now();
      const cmd = JSON.parse(payload.toString()) as { id: string; point: string; action: string };
      waiting.get(cmd.point)?.(at);
      waiting.delete(cmd.point);
      const on = cmd.action !== 'close';
      void c.publishAsync(topicOf(sn, 'state'), JSON.stringify({ point: cmd.point, state: { on, value: null }, cause: 'cmd', ts: Date.now() }), { qos: 1 });
      void c.publishAsync(topicOf(sn, 'cmd/ack'), JSON.stringify({ id: cmd.id, status: 'done', state: { on, value: null } }), { qos: 1 });
    });
    await c.subscribeAsync(topicOf(sn, 'cmd'), { qos: 1 });
    const points = Array.from({ length: RULES }, (_, i) => [
      { code: `t${i}`, kind: 'sensor', name: `温度 ${i}`, unit: '°C' },
      { code: `s${i}`, kind: 'switch', name: `风机 ${i}`, writable: true },
    ]).flat();
    await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points }), { qos: 1 });
    for (let i = 0; i < RULES; i++) {
      await c.publishAsync(topicOf(sn, 'state'), JSON.stringify({ point: `s${i}`, state: { on: false, value: null }, cause: 'boot', ts: Date.now() }), {
        qos: 1,
      });
    }
    let ids: Map<string, number> = new Map();
    for (let tries = 0; ids.size < RULES * 2 && tries < 100; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      const gws = await api(getIotFacStates, {});
      ids = new Map((gws.find((g) => g.sn === sn)?.points ?? []).map((p) => [p.code, p.point_id]));
    }
    for (let i = 0; i < RULES; i++) {
      await api(createIotRule, {
        name: `压测策略 ${i}`,
        min_interval_s: 0,
        otherwise: 'reverse',
        conditions: [{ point_id: ids.get(`t${i}`)!, op: 'gt', value: 28 }],
        actions: [{ act_type: 'switch', point_id: ids.get(`s${i}`)!, action: 'open' }],
      });
    }
    const send = (i: number, v: number) =>
      c.publishAsync(topicOf(sn, 'telemetry'), JSON.stringify({ seq: 1, points: { [`t${i}`]: [{ ts: Date.now(), v }] } }), { qos: 1 });
    // Every sensor starts low: the strategies know their state before the measured readings.
    for (let i = 0; i < RULES; i++) await send(i, 20);
    await new Promise((r) => setTimeout(r, 1500));
    const lat: number[] = [];
    let lost = 0;
    for (let n = 0; n < READINGS; n++) {
      const i = n % RULES;
      const high = Math.floor(n / RULES) % 2 === 0;
      const got = new Promise<number>((resolve) => {
        waiting.set(`s${i}`, resolve);
        setTimeout(() => resolve(-1), 2000);
      });
      const t0 = performance.now();
      await send(i, high ? 30 : 20);
      const at = await got;
      if (at < 0) lost += 1;
      else lat.push(at - t0);
      // A steady 20 readings/s rather than back-to-back with the previous acknowledgement.
      await new Promise((r) => setTimeout(r, Math.max(0, 50 - (performance.now() - t0))));
    }
    await c.endAsync();
    lat.sort((a, b) => a - b);
    console.log(
      `${label}：${RULES} 条策略，${lat.length} 次读数→指令，p50 ${pct(lat, 50).toFixed(1)} ms，p99 ${pct(lat, 99).toFixed(1)} ms，最大 ${(lat.at(-1) ?? 0).toFixed(1)} ms${lost ? `，${lost} 次未收到指令` : ''}（目标 p99 < 50 ms）`,
    );
  } finally {
    await server.stop();
  }
}

await run('内置（PGlite + Aedes）', { MQTT_PORT: String(await freePort()) });
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) await run('PostgreSQL + Mosquitto', { DATABASE_URL: pgUrl, MQTT_URL: process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883' });
else console.log('(设置 BENCH_DATABASE_URL=postgres://… 可同时测试 PostgreSQL + Mosquitto)');
