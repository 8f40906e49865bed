import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import mqtt from 'mqtt';
import pg from 'pg';
import { createIotGw } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { RoomGateway } from '@pfs/sim';
import { PG_ADMIN_URL } from './pg-global-setup.js';
import {
  ServerProcess,
  countSql,
  freePort,
  isPg,
  privateMosquitto,
  publishNumbered,
  sleep,
  tcpProxy,
  tempDir,
  type Counts,
} from './iot-reliability-support.js';
import { tempDatabase } from './temp-database.js';
import { DEMO, DEMO_FID, createTestApp, login, dataOf } from './test-app.js';

const cleanup: (() => Promise<unknown>)[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => undefined);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

// Needs a database that can be cut off from the server: the PostgreSQL run only (PGlite lives inside the server).
describe.skipIf(!isPg)('database unreachable for 30 s', () => {
  it('holds readings while the database is away, writes them all afterwards, keeps answering', async () => {
    const db = await tempDatabase();
    cleanup.push(db.drop);
    const proxy = await tcpProxy(Number(new URL(PG_ADMIN_URL).port || 5432));
    cleanup.push(proxy.close);
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    const dataDir = tempDir('pfs-rel-db-');
    dirs.push(dataDir);
    const mqttPort = await freePort();
    const server = new ServerProcess(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString(), MQTT_PORT: String(mqttPort) });
    cleanup.push(() => server.stop());
    await server.start();
    const sn = `dbcut-${Date.now().toString(36)}`;
    const { secret } = await server.createGateway(sn);
    const gw = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { username: sn, password: secret, clientId: `gw-${sn}`, reconnectPeriod: 250 });
    cleanup.push(() => gw.endAsync(true));
    await gw.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), points: [{ code: 'n', kind: 'sensor' }] }), { qos: 1 });
    await sleep(300);

    // Readings keep arriving for ~34 s (100 per second); the database is cut 2 s in, for 30 s.
    const total = 3_400;
    const t0 = Date.now() - 3_600_000;
    const feeding = (async () => {
      for (let first = 0; first < total; first += 100) {
        await publishNumbered(gw, sn, { code: 'n', total: 100, perMsg: 20, t0, from: first, window: 5 });
        await sleep(1000);
      }
    })();
    await sleep(2000);
    await proxy.cut();
    const healthDuringCut: number[] = [];
    const held: number[] = [];
    for (let i = 0; i < 6; i++) {
      await sleep(5000);
      const started = Date.now();
      const res = await fetch(`${server.url}${getHealth.url}`);
      // It answers promptly, says the database is down and how many readings it holds.
      healthDuringCut.push(res.status);
      held.push(((await res.json()) as { data: { ingest: { pending: number } } }).data.ingest.pending);
      expect(Date.now() - started).toBeLessThan(3000);
    }
    await proxy.restore();
    await feeding;
    expect(healthDuringCut.every((s) => s === 503)).toBe(true);
    expect(held.at(-1)).toBeGreaterThan(held[0]!);
    expect(server.alive).toBe(true);

    const direct = new pg.Client({ connectionString: db.url });
    await direct.connect();
    cleanup.push(() => direct.end());
    await expect
      .poll(async () => (await direct.query<Counts>(countSql('n', sn))).rows[0], { timeout: 20_000, interval: 500 })
      .toEqual({ raw: total, distinct_v: total, hourly_ct: total, daily_ct: total });
    const after = await fetch(`${server.url}${getHealth.url}`);
    expect([after.status, ((await after.json()) as { data: { ingest: unknown } }).data.ingest]).toEqual([
      200,
      { pending: 0, dropped: 0, seq_gaps: 0, gateways_with_gaps: 0 },
    ]);
  }, 90_000);
});

describe('broker restart (private Mosquitto)', () => {
  it('server and gateway reconnect; readings buffered by the gateway arrive with their original timestamps', async () => {
    const broker = await privateMosquitto();
    cleanup.push(async () => {
      await broker.stop();
      broker.remove();
    });
    const app = await createTestApp({ IOT: 'on', MQTT_URL: broker.url });
    cleanup.push(() => app.stop());
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const sn = `brk-${Date.now().toString(36)}${isPg ? 'p' : 'l'}`;
    const { secret } = await dataOf(app, createIotGw, { fid: DEMO_FID, sn, name: '断线重连' }, token);
    const gw = new RoomGateway({ url: broker.url, sn, secret, intervalMs: 100 });
    cleanup.push(() => gw.stop());
    await gw.start();
    const stored = async (from: number, to: number) => {
      const [r] = (
        (await app.dbHandle.db.execute(
          countSql('air_temp', sn).replace(
            'where r.point_id = p.point_id',
            `where r.point_id = p.point_id and r.ts >= to_timestamp(${from / 1000}) and r.ts < to_timestamp(${to / 1000})`,
          ),
        )) as unknown as { rows: Counts[] }
      ).rows;
      return r?.raw ?? 0;
    };
    await expect.poll(() => stored(0, Date.now() + 60_000), { timeout: 10_000 }).toBeGreaterThan(3);

    await broker.stop();
    const downFrom = Date.now();
    await sleep(1500);
    expect(gw.bufferedCount).toBeGreaterThan(0);
    const downTo = Date.now();
    await broker.start();

    // The gateway replays its buffer with the original timestamps: readings stamped while the broker was down.
    await expect.poll(() => stored(downFrom, downTo), { timeout: 15_000, interval: 300 }).toBeGreaterThanOrEqual(10);
    expect(gw.bufferedCount).toBe(0);
    // And the server's link is back: new readings keep arriving.
    const after = Date.now();
    await expect.poll(() => stored(after, after + 60_000), { timeout: 10_000, interval: 300 }).toBeGreaterThan(3);
  }, 60_000);
});
