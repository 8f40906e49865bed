import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { MqttClient } from 'mqtt';
import { type AnyCall, type CallBody, type CallReply } from '@pfs/domain';
import { login } from '@pfs/domain/auth';
import { createIotGw } from '@pfs/domain/iot-gateway';
import { topicOf } from '@pfs/domain/iot-ingest';
import { getHealth } from '@pfs/domain/system';
import { freePort } from '../bench/spawn-server.js';
import { openDatabase } from '../src/db/client.js';
import { tempDatabase } from './temp-database.js';

export { freePort };
export const isPg = process.env.TEST_DB === 'postgres';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const serverDir = new URL('..', import.meta.url).pathname;

/** The real server as a child process; same DATA_DIR and ports across restarts. */
export class ServerProcess {
  proc: ChildProcess | null = null;
  readonly url: string;
  /** Kept across restarts, so the restarted server resumes the same persistent shared session. */
  readonly shareGroup = `pfs-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start() {
    this.proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      // Its own share group: other tests' servers (and their persistent sessions) on the same Mosquitto must not take its messages.
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SIM: 'off', IOT: 'on', IOT_RAW_RETENTION_DAYS: '0', DEMO_HISTORY_DAYS: '0', MQTT_SHARE_GROUP: this.shareGroup, ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const proc = this.proc;
    for (const deadline = Date.now() + 60_000; ; ) {
      if ((await fetch(`${this.url}${getHealth.url}`).then((r) => r.status, () => 0)) === 200) return;
      if (Date.now() > deadline || proc.exitCode !== null) throw new Error('server did not start');
      await sleep(150);
    }
  }

  get alive() {
    return !!this.proc && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  private async end(signal: NodeJS.Signals) {
    const p = this.proc;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill(signal);
    await exited;
  }

  kill9() {
    return this.end('SIGKILL');
  }

  stop() {
    return this.end('SIGTERM');
  }

  /** A call by its definition to the running process; its data. */
  async post<C extends AnyCall>(call: C, body: CallBody<C>, token?: string): Promise<CallReply<C>> {
    const r = await fetch(this.url + call.url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) }, body: JSON.stringify(body) });
    return ((await r.json()) as { data: CallReply<C> }).data;
  }

  /** A new gateway in demo factory 1; returns its sn and one-time secret. */
  async createGateway(sn: string) {
    const r = await fetch(this.url + login.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uni_no: 'demo', password: 'demo123456' }) });
    const { token } = (await r.json()) as { token: string };
    const { secret } = await this.post(createIotGw, { fid: 1, sn, name: `可靠性 ${sn}` }, token);
    return { sn, secret };
  }
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** What a test file must undo after its tests, newest first and errors ignored; then `dir` is removed. Registers the afterAll. */
export function undoAfterAll(dir?: string) {
  const undo: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const f of undo.reverse()) await f().catch(() => undefined);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return undo;
}

/**
 * A started server process on a store of its own: a throw-away PostgreSQL database and the test Mosquitto, or PGlite
 * and its embedded broker on a free port. What it started goes on `undo`.
 */
export async function startIngestServer(undo: (() => Promise<unknown>)[], env: Record<string, string>) {
  const db = isPg ? await tempDatabase() : null;
  if (db) undo.push(db.drop);
  const mqttPort = await freePort();
  const brokerUrl = db ? (process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883') : `mqtt://127.0.0.1:${mqttPort}`;
  const server = new ServerProcess(await freePort(), { ...env, ...(db ? { DATABASE_URL: db.url, MQTT_URL: brokerUrl } : { MQTT_PORT: String(mqttPort) }) });
  undo.push(() => server.stop());
  await server.start();
  return { server, db, brokerUrl };
}

/** A TCP relay in front of PostgreSQL that can be cut (connections reset, new ones refused) and restored. */
export async function tcpProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  const port = await freePort();
  let server: net.Server | null = null;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((a) => {
        const b = net.connect(targetPort, '127.0.0.1');
        for (const s of [a, b]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => {
            sockets.delete(s);
            a.destroy();
            b.destroy();
          });
        }
        a.pipe(b).pipe(a);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const cut = async () => {
    const s = server as net.Server | null;
    server = null;
    for (const x of sockets) x.destroy();
    if (s) await new Promise((r) => s.close(r));
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}

/** A private Mosquitto on a free port (never the system one on 1883), with persistence so sessions survive a restart. */
export async function privateMosquitto() {
  const dir = tempDir('pfs-mosq-');
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence true\npersistence_location ${dir}/\nautosave_interval 1\n`);
  let proc: ChildProcess | null = null;
  const start = async () => {
    proc = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((r) => {
        const s = net.connect(port, '127.0.0.1', () => (s.destroy(), r(true)));
        s.on('error', () => r(false));
      });
      if (ok) return;
      await sleep(50);
    }
    throw new Error('mosquitto did not start');
  };
  const stop = async () => {
    const p = proc as ChildProcess | null;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `mqtt://127.0.0.1:${port}`, start, stop, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Publishes readings from…from+total-1 of point `code` (v = number, ts one second apart from `t0`) in messages of
 * `perMsg`, QoS 1, at most `window` unacknowledged; resolves when the broker acknowledged every message
 * (mqtt.js re-sends unacknowledged ones after a reconnect).
 */
export async function publishNumbered(c: MqttClient, sn: string, o: { code: string; total: number; perMsg: number; t0: number; from?: number; window?: number; onAck?: (acked: number) => void }) {
  let acked = 0;
  let inFlight = 0;
  let wake: (() => void) | null = null;
  const done: Promise<void>[] = [];
  for (let first = 0, seq = 1; first < o.total; first += o.perMsg, seq++) {
    while (inFlight >= (o.window ?? 50)) await new Promise<void>((r) => (wake = r));
    const readings = Array.from({ length: Math.min(o.perMsg, o.total - first) }, (_, j) => ({ ts: o.t0 + ((o.from ?? 0) + first + j) * 1000, v: (o.from ?? 0) + first + j }));
    inFlight++;
    done.push(
      new Promise<void>((resolve, reject) =>
        c.publish(topicOf(sn, 'telemetry'), JSON.stringify({ seq, points: { [o.code]: readings } }), { qos: 1 }, (err) => {
          inFlight--;
          wake?.();
          if (err) return reject(err);
          acked += readings.length;
          o.onAck?.(acked);
          resolve();
        }),
      ),
    );
  }
  await Promise.all(done);
}

export const countSql = (pointCode: string, sn: string) => `
  select (select count(*) from iot_readings r where r.point_id = p.point_id)::int as raw,
         (select count(distinct v) from iot_readings r where r.point_id = p.point_id)::int as distinct_v,
         (select coalesce(sum(ct), 0) from iot_rollup_hourly h where h.point_id = p.point_id)::int as hourly_ct,
         (select coalesce(sum(ct), 0) from iot_rollup_daily d where d.point_id = p.point_id)::int as daily_ct
  from iot_points p join iot_gateways g using (gw_id) where g.sn = '${sn}' and p.code = '${pointCode}'`;
export type Counts = { raw: number; distinct_v: number; hourly_ct: number; daily_ct: number };

/**
 * Stored counts of a gateway's point: from the PostgreSQL database while the server runs, or — PGlite allows one
 * process — from the data directory after stopping the server (which writes what it holds first).
 */
export async function storedCounts(o: { dbUrl?: string; dataDir: string; server: ServerProcess; code: string; sn: string }): Promise<Counts> {
  if (o.dbUrl) {
    const c = new pg.Client({ connectionString: o.dbUrl });
    await c.connect();
    const r = await c.query<Counts>(countSql(o.code, o.sn));
    await c.end();
    return r.rows[0]!;
  }
  await o.server.stop();
  const h = await openDatabase({ dataDir: o.dataDir });
  const r = (await h.db.execute(countSql(o.code, o.sn))) as unknown as { rows: Counts[] };
  await h.close();
  return r.rows[0]!;
}
