import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { createIotGw, getIotFacStates } from '@pfs/domain/iot-gateway';
import { IOT_LIMITS, topicOf } from '@pfs/domain/iot-ingest';
import { IngestJournal } from '../src/modules/iot-ingest/ingest-journal.js';
import { IngestRepository } from '../src/modules/iot-ingest/ingest.repository.js';
import { IngestService } from '../src/modules/iot-ingest/ingest.service.js';
import { DEMO, DEMO_FID, NURSERY_FID, createTestApp, login, type TestApp, dataOf } from './test-app.js';

type Gw = { sn: string; fid: number; pointId: number; send: (readings: { ts: number; v: number }[]) => Promise<void> };

const HOUR = 3_600_000;
/** Start of an hour a few hours back (zone Asia/Shanghai is a whole number of hours from UTC: the same hour there). */
const hourAgo = (n: number) => Math.floor(Date.now() / HOUR) * HOUR - n * HOUR;

/**
 * Issue 23 §7: two readings near 1e308 in one hour overflowed the hourly sum; the failed write went back to the
 * front of the queue forever (every 200 ms), the journal replayed it after a restart, and no factory's readings
 * were stored any more. Now such values are refused at the door, and a write the database refuses as data is set
 * aside so everything else is stored.
 */
describe('a reading the database cannot hold never stops storage', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-unstorable-'));
  const journalDir = path.join(dataDir, 'ingest-journal');
  const clients: MqttClient[] = [];
  let app: TestApp;
  let token: string;
  let seq = 0;
  const tag = `${Date.now().toString(36)}${process.env.TEST_DB === 'postgres' ? 'p' : 'l'}`;

  beforeAll(async () => {
    app = await createTestApp({ IOT: 'on', MQTT_PORT: '0', DATA_DIR: dataDir });
    token = await login(app, DEMO.uniNo, DEMO.password);
  });
  afterAll(async () => {
    for (const c of clients) await c.endAsync(true);
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = async <T>(q: ReturnType<typeof sql>) => ((await app.dbHandle.db.execute(q)) as unknown as { rows: T[] }).rows;
  const state = async (g: Gw) => (await dataOf(app, getIotFacStates, { fid: g.fid }, token)).find((s) => s.sn === g.sn)!;
  const stored = async (g: Gw) => (await rows<{ v: number }>(sql`select v from iot_readings where point_id = ${g.pointId} order by ts`)).map((r) => r.v);
  /** A registered gateway with one sensor `t`, connected and announced. */
  const gateway = async (fid: number, name: string): Promise<Gw> => {
    const sn = `${name}-${tag}`;
    const { secret } = await dataOf(app, createIotGw, { fid, sn, name: `溢出测试 ${name}` }, token);
    const c = await mqtt.connectAsync(app.iot!.brokerUrl, { username: sn, password: secret, clientId: `gw-${sn}` });
    clients.push(c);
    await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 't', kind: 'sensor' }] }), { qos: 1 });
    await app.services.ingest.flush();
    const [p] = await rows<{ point_id: number }>(sql`select point_id from iot_points join iot_gateways using (gw_id) where sn = ${sn}`);
    const send = async (readings: { ts: number; v: number }[]) => {
      // JSON.stringify writes Infinity as null: a literal too large for a double is what a gateway's JSON carries instead.
      const body = JSON.stringify({ seq: ++seq, points: { t: readings.map((r) => ({ ts: r.ts, v: Number.isFinite(r.v) ? r.v : `@${r.v}` })) } });
      await c.publishAsync(topicOf(sn, 'telemetry'), body.replace(/"@Infinity"/g, '1e999').replace(/"@-Infinity"/g, '-1e999'), { qos: 1 });
    };
    return { sn, fid, pointId: p!.point_id, send };
  };
  /** Flushes until `check` holds (a PUBACK can reach the gateway before ingest has taken the message). */
  const eventually = (check: () => Promise<unknown>, want: unknown) =>
    expect
      .poll(
        async () => {
          await app.services.ingest.flush();
          return check();
        },
        { timeout: 10_000, interval: 100 },
      )
      .toEqual(want);

  it('two readings near 1e308 in one hour are refused with their reason; the rest of that message, other gateways and another factory keep storing', async () => {
    const faulty = await gateway(DEMO_FID, 'faulty');
    const neighbour = await gateway(DEMO_FID, 'neighbour');
    const nursery = await gateway(NURSERY_FID, 'nursery');
    const h = hourAgo(1);
    await faulty.send([
      { ts: h + 60_000, v: 1e308 },
      { ts: h + 120_000, v: 1.1e308 },
      { ts: h + 180_000, v: 21.5 },
    ]);
    await neighbour.send([{ ts: h + 60_000, v: 22 }]);
    await nursery.send([{ ts: h + 60_000, v: 23 }]);
    // A value too large for a double (JSON 1e999) and one beyond the bound cost only themselves, not their message.
    await faulty.send([
      { ts: h + 240_000, v: Infinity },
      { ts: h + 300_000, v: -(IOT_LIMITS.maxReadingMagnitude * 10) },
      { ts: h + 330_000, v: 20.5 },
    ]);

    await eventually(async () => [await stored(faulty), await stored(neighbour), await stored(nursery)], [[21.5, 20.5], [22], [23]]);
    // The gateway's own statistics say what was refused and why (网关统计 › 最近拒收原因: 数值超出范围).
    await eventually(async () => state(faulty).then((s) => [s.reading_ct, s.rejected_ct, s.last_reject_reason]), [2, 4, 'value_out_of_range']);
    expect(app.services.ingest.pendingRows).toBe(0);

    // Storage goes on: later readings of every gateway land, and nothing waits in memory.
    await faulty.send([{ ts: h + 360_000, v: 1e308 }]);
    await neighbour.send([{ ts: h + 120_000, v: 24 }]);
    await nursery.send([{ ts: h + 120_000, v: 25 }]);
    await eventually(async () => [(await state(neighbour)).points[0]?.value, (await state(nursery)).points[0]?.value], [24, 25]);
    expect(app.services.ingest.pendingRows).toBe(0);
    expect((await state(faulty)).rejected_ct).toBe(5);
    const [sum] = await rows<{ sum_v: number; ct: number }>(sql`select sum_v, ct from iot_rollup_hourly where point_id = ${faulty.pointId}`);
    expect(sum).toEqual({ sum_v: 42, ct: 2 });
  });

  it('a write the database refuses as data (past the door) is set aside, counted and logged once; other gateways store; a restart does not bring it back', async () => {
    const stuck = await gateway(DEMO_FID, 'stuck');
    const other = await gateway(NURSERY_FID, 'other');
    const h = hourAgo(3);
    await stuck.send([{ ts: h + 60_000, v: 1 }]);
    await other.send([{ ts: h + 60_000, v: 5 }]);
    await eventually(async () => [await stored(stuck), await stored(other)], [[1], [5]]);
    // An hourly row that cannot take one more reading: the next one of that hour fails in the database
    // (integer out of range, SQLSTATE 22003) although its value passes every check at the door.
    await app.dbHandle.db.execute(sql`update iot_rollup_hourly set ct = 2147483647 where point_id = ${stuck.pointId}`);
    const setAsideBefore = app.services.ingest.refused.setAside;
    // Tests run without a logger: app.log is the shared no-op logger the ingest logs to.
    const warn = vi.spyOn(app.log, 'warn');

    await stuck.send([{ ts: h + 120_000, v: 2 }]);
    await other.send([{ ts: h + 120_000, v: 6 }]);
    await eventually(async () => (await state(other)).points[0]?.value, 6);
    expect(await stored(other)).toEqual([5, 6]);
    expect(await stored(stuck)).toEqual([1]);
    expect(app.services.ingest.pendingRows).toBe(0);
    expect(app.services.ingest.refused.setAside - setAsideBefore).toBe(1);
    // Counted against its gateway (网关统计: 无法存储) and in the metrics.
    await eventually(async () => {
      const s = await state(stuck);
      return [s.reading_ct, s.rejected_ct, s.last_reject_reason];
    }, [1, 1, 'unstorable']);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^pfs_ingest_set_aside_total 1$/m);

    // Never retried: more flushes change nothing, and the journal holds nothing to replay.
    for (let i = 0; i < 3; i++) await app.services.ingest.flush();
    expect(app.services.ingest.refused.setAside - setAsideBefore).toBe(1);
    expect(new IngestJournal(journalDir).recover()).toEqual([]);
    const logged = warn.mock.calls.filter(([, msg]) => typeof msg === 'string' && msg.startsWith('读数无法存入数据库'));
    warn.mockRestore();
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toMatchObject({ sn: stuck.sn, fid: DEMO_FID, readings: 1, sqlstate: '22003', sample: [{ point: 't', v: 2 }] });

    // A restart: the ingest stops, a new one starts on the same journal and database.
    await app.services.ingest.stop();
    const restarted = new IngestService(new IngestRepository(app.dbHandle.db), { gateways: app.services.gateways, control: app.services.control }, app.log, {
      journalDir,
    });
    restarted.start();
    try {
      await restarted.flush();
      expect(restarted.pendingRows).toBe(0);
      expect(restarted.refused.setAside).toBe(0);
      expect(await stored(stuck)).toEqual([1]);
    } finally {
      await restarted.stop();
    }
  });
});
