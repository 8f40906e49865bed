import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { createIotGw, getIotGwList } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { DEMO, DEMO_FID, createTestApp, login, type TestApp, dataOf } from './test-app.js';

describe('telemetry seq gaps', () => {
  let app: TestApp;
  let token: string;
  const sn = `seq${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;

  beforeAll(async () => {
    app = await createTestApp({ IOT: 'on', MQTT_PORT: '0' });
    token = await login(app, DEMO.uniNo, DEMO.password);
  });
  afterAll(() => app.stop());

  it("counts messages missing from a gateway's seq numbers once, in the gateway list and the health check, and not a restart at 1", async () => {
    const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: `缺号网关 ${sn}` }, token);
    const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}` });
    const send = async (seqs: number[]) => {
      for (const seq of seqs)
        await c.publishAsync(topicOf(sn, 'telemetry'), JSON.stringify({ seq, points: { t: [{ ts: Date.now() - 1000 + seq, v: seq }] } }), { qos: 1 });
      await app.services.ingest.flush();
    };
    try {
      await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 't', kind: 'sensor', unit: '°C' }] }), { qos: 1 });
      // 4, 5 and 9 missing; 3 re-delivered.
      await send([1, 2, 3, 3, 6, 7, 8]);
      expect(await app.services.seqGaps.runOnce(0)).toBe(2);
      // The gap across two checks (8 → 10) counts once; then the gateway restarts its numbering at 1.
      await send([10, 11]);
      expect(await app.services.seqGaps.runOnce(0)).toBe(1);
      await send([1, 2, 3]);
      expect(await app.services.seqGaps.runOnce(0)).toBe(0);
      await send([4, 6]);
      expect(await app.services.seqGaps.runOnce(0)).toBe(1);
    } finally {
      await c.endAsync();
    }
    const list = await dataOf(app, getIotGwList, { fid: DEMO_FID }, token);
    expect(list.find((g) => g.sn === sn)?.seq_gap_ct).toBe(4);
    const health = await app.inject({ method: 'GET', url: getHealth.url });
    expect(health.json().data.ingest).toMatchObject({ seq_gaps: expect.any(Number), gateways_with_gaps: expect.any(Number) });
    expect(health.json().data.ingest.seq_gaps).toBeGreaterThanOrEqual(4);
  });
});
