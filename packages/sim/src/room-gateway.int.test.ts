import { afterEach, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { topicOf } from '@pfs/domain/iot-ingest';
import { RoomGateway } from './room-gateway.js';

const URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const gateways: RoomGateway[] = [];
const clients: mqtt.MqttClient[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.stop()));
  await Promise.all(clients.splice(0).map((c) => c.endAsync()));
});

async function observer(sn: string) {
  const c = await mqtt.connectAsync(URL, { clientId: `obs-${sn}` });
  clients.push(c);
  const got: { topic: string; body: Record<string, unknown> }[] = [];
  c.on('message', (topic, p) => got.push({ topic, body: JSON.parse(p.toString()) }));
  await c.subscribeAsync(`pfs/v1/${sn}/#`, { qos: 1 });
  return { c, got };
}

describe('room gateway against a real broker (Mosquitto)', () => {
  it('announces itself, streams telemetry and acknowledges a command with the new state', async () => {
    const sn = `t${Date.now().toString(36)}`;
    const { c, got } = await observer(sn);
    const gw = new RoomGateway({ url: URL, sn, secret: 'x', intervalMs: 200 });
    gateways.push(gw);
    await gw.start();
    await expect.poll(() => got.some((m) => m.topic.endsWith('/telemetry'))).toBe(true);
    const status = got.find((m) => m.topic.endsWith('/status'))!;
    expect(status.body.state).toBe('ready');
    const birth = got.find((m) => m.topic.endsWith('/birth'))!;
    expect((birth.body.points as { code: string }[]).map((p) => p.code)).toContain('ppfd');

    await c.publishAsync(topicOf(sn, 'cmd'), JSON.stringify({ id: 'c1', point: 'led', action: 'number', value: 80, expires_at: Date.now() + 10_000 }), { qos: 1 });
    await expect.poll(() => got.find((m) => m.topic.endsWith('/cmd/ack') && m.body.status === 'done')?.body.state).toEqual({ on: true, value: 80 });
    expect(got.some((m) => m.topic.endsWith('/cmd/ack') && m.body.status === 'received')).toBe(true);
    await expect.poll(() => {
      const t = got.filter((m) => m.topic.endsWith('/telemetry')).at(-1)?.body.points as Record<string, { v: number }[]> | undefined;
      return t?.ppfd?.[0]?.v ?? 0;
    }).toBe(480);

    await c.publishAsync(topicOf(sn, 'cmd'), JSON.stringify({ id: 'c2', point: 'fan', action: 'open', value: null, expires_at: Date.now() - 1 }), { qos: 1 });
    await expect.poll(() => got.filter((m) => m.body.id === 'c2').map((m) => m.body.status), { timeout: 5000 }).toContain('expired');
  });

  it('keeps readings while offline and replays them with their original timestamps', async () => {
    const sn = `b${Date.now().toString(36)}`;
    const gw = new RoomGateway({ url: 'mqtt://127.0.0.1:1', sn, secret: 'x', intervalMs: 60_000 });
    // Not started: ticks while disconnected go to the buffer.
    const t0 = Date.now() - 30_000;
    gw.tick(t0);
    gw.tick(t0 + 10_000);
    expect(gw.bufferedCount).toBe(22);
    const { got } = await observer(sn);
    const live = new RoomGateway({ ...gw.opts, url: URL });
    (live as unknown as { buffer: unknown }).buffer = (gw as unknown as { buffer: unknown }).buffer;
    gateways.push(live);
    await live.start();
    await expect.poll(() => got.filter((m) => m.topic.endsWith('/telemetry')).length).toBeGreaterThan(0);
    const first = got.find((m) => m.topic.endsWith('/telemetry'))!.body.points as Record<string, { ts: number }[]>;
    expect(first.air_temp!.map((r) => r.ts)).toEqual([t0, t0 + 10_000]);
    expect(live.bufferedCount).toBe(0);
  });

  it('injected anomalies: a disconnect sends the last will, buffers and replays; a heat spike raises the temperature; a failure rate fails commands', async () => {
    const sn = `a${Date.now().toString(36)}`;
    const { c, got } = await observer(sn);
    const gw = new RoomGateway({ url: URL, sn, secret: 'x', intervalMs: 100, switches: { ac: { on: false, setpoint: 22 } } });
    gateways.push(gw);
    await gw.start();
    gw.disconnectFor(1);
    expect(gw.anomalies.offlineUntil).not.toBeNull();
    await expect.poll(() => got.some((m) => m.topic.endsWith('/status') && m.body.state === 'lost')).toBe(true);
    await expect.poll(() => gw.bufferedCount).toBeGreaterThan(0);
    await expect.poll(() => gw.connected, { timeout: 5000 }).toBe(true);
    await expect.poll(() => gw.bufferedCount).toBe(0);
    expect(gw.anomalies.offlineUntil).toBeNull();

    const before = gw.state.airTemp;
    gw.inject({ heatSpikeSeconds: 1, failRate: 1 });
    await expect.poll(() => gw.state.airTemp - before).toBeGreaterThan(2);
    await c.publishAsync(topicOf(sn, 'cmd'), JSON.stringify({ id: 'f1', point: 'fan', action: 'open', value: null, expires_at: Date.now() + 10_000 }), { qos: 1 });
    await expect.poll(() => got.find((m) => m.body.id === 'f1' && m.body.status === 'failed')?.body.error).toBe('设备未响应（模拟故障）');
    gw.clearAnomalies();
    expect(gw.anomalies).toEqual({ heatSpikeUntil: null, stuck: [], offlineUntil: null, failRate: 0 });
  });
});
