import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { IOT_LIMITS, topicOf } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { DEMO, DEMO_FID, createTestApp, login, type TestApp, dataOf, rawCallOf } from './test-app.js';
import { telemetryOf } from './telemetry-fixture.js';

describe('bad payloads are rejected and counted per gateway, never a crash', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ IOT: 'on', MQTT_PORT: '0' });
    token = await login(app, DEMO.uniNo, DEMO.password);
  });
  afterAll(() => app.stop());
  const state = async (sn: string) => (await dataOf(app, getIotFacStates, { fid: DEMO_FID }, token)).find((g) => g.sn === sn)!;

  it('malformed JSON, NaN in any spelling, values out of range, unknown points, far timestamps, oversized batches', async () => {
    const sn = `bad-${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;
    const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: '坏数据网关' }, token);
    const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}` });
    try {
      const send = (body: string | Buffer) => c.publishAsync(topicOf(sn, 'telemetry'), body, { qos: 1 });
      await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 't', kind: 'sensor' }] }), { qos: 1 });
      const now = Date.now();
      const one = (v: unknown, ts: unknown = now) => JSON.stringify({ seq: 1, points: { t: [{ ts, v }] } });
      const bad: [string | Buffer, string][] = [
        ['{not json', 'malformed_json'],
        [Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 'malformed_json'],
        // JSON cannot carry NaN or Infinity: what gateways send instead must be refused, not stored as 0 or null.
        [one('NaN'), 'invalid_payload'],
        [one(null), 'invalid_payload'],
        [one('Infinity'), 'invalid_payload'],
        // A number literal too large for a double parses to Infinity: that reading is refused (the rest of its message
        // would be stored), as is one beyond what the rollup sums can hold.
        [one(0).replace('"v":0', '"v":1e999'), 'value_out_of_range'],
        [one(1e308), 'value_out_of_range'],
        [one(-IOT_LIMITS.maxReadingMagnitude * 2), 'value_out_of_range'],
        [one(20, 'yesterday'), 'invalid_payload'],
        ['[1, 2, 3]', 'invalid_payload'],
        [JSON.stringify({ seq: -1, points: { t: [] } }), 'invalid_payload'],
        [telemetryOf(2, 'ghost', [[now, 1]]), 'unknown_point'],
        [one(1, now + IOT_LIMITS.maxFutureSkewMs + 60_000), 'future_ts'],
        [one(1, now - IOT_LIMITS.maxPastAgeMs - 60_000), 'stale_ts'],
        [
          JSON.stringify({ seq: 3, points: { t: Array.from({ length: IOT_LIMITS.maxReadingsPerBatch + 1 }, (_, i) => ({ ts: now - i, v: 1 })) } }),
          'oversized_batch',
        ],
      ];
      for (const [body, reason] of bad) {
        const before = (await state(sn)).rejected_ct;
        await send(body);
        // The PUBACK can reach the gateway before ingest has taken the message: poll, flushing each time.
        await expect
          .poll(
            async () => {
              await app.services.ingest.flush();
              const s = await state(sn);
              return [s.rejected_ct - before, s.last_reject_reason];
            },
            { message: reason, timeout: 5_000, interval: 50 },
          )
          .toEqual([1, reason]);
      }
      // A batch with good and bad readings keeps the good ones.
      await send(
        telemetryOf(4, 't', [
          [now, 21.5],
          [now + 86_400_000, 99],
        ]),
      );
      await expect
        .poll(
          async () => {
            await app.services.ingest.flush();
            return (await state(sn)).reading_ct;
          },
          { timeout: 5_000, interval: 50 },
        )
        .toBe(1);
      const s = await state(sn);
      expect(s.rejected_ct).toBe(bad.length + 1);
      expect(s.reading_ct).toBe(1);
      expect(s.points.find((p) => p.code === 't')?.value).toBe(21.5);
      expect((await rawCallOf(app, getHealth)).status).toBe(200);
    } finally {
      await c.endAsync();
    }
  });
});
