import { afterEach, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { topicOf } from '@pfs/domain/iot-ingest';
import { EquipGateway } from './equip-gateway.js';
import { startSimulatedFactory, type SimulatedFactory } from './factory.js';

const URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const gateways: EquipGateway[] = [];
const factories: SimulatedFactory[] = [];
const clients: mqtt.MqttClient[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.stop()));
  await Promise.all(factories.splice(0).map((f) => f.stop()));
  await Promise.all(clients.splice(0).map((c) => c.endAsync()));
});

type Msg = { topic: string; body: Record<string, unknown> };
async function observer(sn: string) {
  const c = await mqtt.connectAsync(URL, { clientId: `obs-${sn}` });
  clients.push(c);
  const got: Msg[] = [];
  c.on('message', (topic, p) => got.push({ topic, body: JSON.parse(p.toString()) }));
  await c.subscribeAsync(`pfs/v1/${sn}/#`, { qos: 1 });
  return { c, got };
}

/** The newest telemetry value of a point. */
const last = (got: Msg[], code: string) => {
  const t = got.filter((m) => m.topic.endsWith('/telemetry') && (m.body.points as Record<string, unknown>)[code]).at(-1);
  return (t?.body.points as Record<string, { v: number }[]> | undefined)?.[code]?.at(-1)?.v;
};
/** A gateway has subscribed to its commands once it has announced its switch's state (after the birth). */
const subscribed = (got: Msg[]) => expect.poll(() => got.some((m) => m.topic.endsWith('/state'))).toBe(true);
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

describe('machine gateway against a real broker (Mosquitto)', () => {
  it('announces state, count and run; a run command starts the counter, another stops it, each acknowledged', async () => {
    const sn = `EQ-9-TRN-${uniq()}`;
    const { c, got } = await observer(sn);
    // 600× real time: 30 dishes/h becomes several dishes a second.
    const gw = new EquipGateway({ url: URL, sn, secret: 'x', intervalMs: 200, timeScale: 600, count: 1000, mtbfMs: Number.POSITIVE_INFINITY });
    gateways.push(gw);
    await gw.start();
    await subscribed(got);
    await expect.poll(() => last(got, 'state')).toBe(0);
    const birth = got.find((m) => m.topic.endsWith('/birth'))!.body.points as { code: string; kind: string; quantity: string; unit: string; writable: boolean }[];
    expect(birth.map((p) => [p.code, p.kind, p.quantity, p.unit, p.writable])).toEqual([
      ['state', 'sensor', 'equip_state', '', false],
      ['count', 'meter', 'dishes', '盘', false],
      ['run', 'switch', 'run', '', true],
    ]);
    expect(got.find((m) => m.topic.endsWith('/state'))?.body).toMatchObject({ point: 'run', state: { on: false }, cause: 'boot' });
    expect(last(got, 'count')).toBe(1000);

    await c.publishAsync(topicOf(sn, 'cmd'), JSON.stringify({ id: 'r1', point: 'run', action: 'open', value: null, expires_at: Date.now() + 10_000 }), { qos: 1 });
    await expect.poll(() => got.find((m) => m.body.id === 'r1' && m.body.status === 'done')?.body.state).toEqual({ on: true, value: null });
    expect(got.some((m) => m.body.id === 'r1' && m.body.status === 'received')).toBe(true);
    expect(got.some((m) => m.topic.endsWith('/state') && m.body.cmd_id === 'r1' && m.body.cause === 'cmd')).toBe(true);
    await expect.poll(() => last(got, 'state')).toBe(1);
    await expect.poll(() => last(got, 'count') ?? 0).toBeGreaterThan(1005);

    await c.publishAsync(topicOf(sn, 'cmd'), JSON.stringify({ id: 'r2', point: 'run', action: 'close', value: null, expires_at: Date.now() + 10_000 }), { qos: 1 });
    await expect.poll(() => got.find((m) => m.body.id === 'r2' && m.body.status === 'done')?.body.state).toEqual({ on: false, value: null });
    await expect.poll(() => last(got, 'state')).toBe(0);
    const stopped = last(got, 'count')!;
    await new Promise((r) => setTimeout(r, 600));
    expect(last(got, 'count')).toBe(stopped);

    await c.publishAsync(topicOf(sn, 'cmd'), JSON.stringify({ id: 'r3', point: 'run', action: 'number', value: 5, expires_at: Date.now() + 10_000 }), { qos: 1 });
    await expect.poll(() => got.find((m) => m.body.id === 'r3' && m.body.status === 'failed')?.body.error).toBe('运行开关不接受数值');
  });

  it('a machine that breaks down reports the fault, then runs on by itself', async () => {
    const sn = `EQ-9-SOW-${uniq()}`;
    const { c, got } = await observer(sn);
    // 600× real time and a fault every ~10 machine-minutes: a fault (3–10 min) shows within seconds.
    const gw = new EquipGateway({ url: URL, sn, secret: 'x', intervalMs: 100, timeScale: 600, mtbfMs: 10 * 60_000 });
    gateways.push(gw);
    await gw.start();
    await subscribed(got);
    await c.publishAsync(topicOf(sn, 'cmd'), JSON.stringify({ id: 'r1', point: 'run', action: 'open', value: null, expires_at: Date.now() + 10_000 }), { qos: 1 });
    await expect.poll(() => got.some((m) => (m.body.points as Record<string, { v: number }[]> | undefined)?.state?.[0]?.v === 2), { timeout: 10_000 }).toBe(true);
    const faultAt = got.findIndex((m) => (m.body.points as Record<string, { v: number }[]> | undefined)?.state?.[0]?.v === 2);
    await expect.poll(() => got.slice(faultAt).some((m) => (m.body.points as Record<string, { v: number }[]> | undefined)?.state?.[0]?.v === 1), { timeout: 10_000 }).toBe(true);
  });

  it('the simulated factory runs a machine gateway for an EQ- sn and a room gateway for the others', async () => {
    const eq = `EQ-9-HRV-${uniq()}`;
    const room = `r${uniq()}`;
    const { got } = await observer(eq);
    const f = await startSimulatedFactory({ url: URL, gateways: [{ sn: room, secret: 'x', intervalMs: 200 }, { sn: eq, secret: 'x', intervalMs: 200, switches: { fan: true } }] });
    factories.push(f);
    expect(f.gateways.map((g) => g.opts.sn)).toEqual([room]);
    expect(f.machines.map((g) => g.opts.sn)).toEqual([eq]);
    expect(f.machine(eq)?.model.kind).toBe('harvest');
    expect(f.get(eq)).toBeUndefined();
    await expect.poll(() => (got.find((m) => m.topic.endsWith('/birth'))?.body.points as { code: string }[] | undefined)?.map((p) => p.code)).toEqual(['state', 'count', 'run']);
  });
});
