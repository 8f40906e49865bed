import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type AnyCall, type AnyRawCall, type CallBody, type CallReply, type RawBody, type RawReply } from '@pfs/domain';
import { login as loginCall } from '@pfs/domain/auth';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { seedDemoHistory } from '../src/seed/demo-history.js';
import { PG_ADMIN_URL, dbUrl } from './pg-global-setup.js';
import { installReplyContract, type ReplyMismatch } from './reply-contract.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgSeededTemplate: string;
    pgliteSnapshot: string;
  }
}

export type TestApp = FastifyInstance & {
  stop: () => Promise<void>;
  /** Replies that did not match their route's response schema (each also became a 500); stop() fails if any. */
  replyMismatches: ReplyMismatch[];
};

/** A fresh database per app with the demo seeded: PGlite in memory loaded from the run's snapshot, or a copy of the seeded PostgreSQL template. */
async function freshDatabase(): Promise<{ db: DbHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    return { db: await openDatabase({ memory: true, snapshot }), drop: async () => {} };
  }
  const name = `pfs_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgSeededTemplate')}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: dbUrl(name) });
  return {
    db,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-test-'));
  // Test files run side by side on one Mosquitto: each app is its own installation, so it gets its own share group.
  const shareGroup = `pfs-test-${path.basename(dataDir).replace(/[^A-Za-z0-9_-]/g, '')}`;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), IOT: 'off', SIM: 'off', MQTT_SHARE_GROUP: shareGroup, ...env });
  const { db, drop } = await freshDatabase();
  // The demo's generated history costs seconds, so only tests that pass DEMO_HISTORY_DAYS get it.
  if (env.DEMO_HISTORY_DAYS) await seedDemoHistory(db.db, { days: config.DEMO_HISTORY_DAYS, timeZone: config.TIME_ZONE, picsDir: path.join(dataDir, 'pics') });
  const app = (await buildApp({ config, db, logger: false })) as TestApp;
  app.replyMismatches = installReplyContract(app);
  await app.ready();
  app.stop = async () => {
    await app.close();
    await db.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (app.replyMismatches.length) {
      throw new Error(`回复与响应 schema 不符：\n${app.replyMismatches.map((m) => `${m.route} ${m.status}: ${m.problem}`).join('\n')}`);
    }
  };
  return app;
}

export type Res = { status: number; body: { code: number; msg: string; data?: unknown; [k: string]: unknown } };

export async function call(app: FastifyInstance, url: string, body?: unknown, token?: string, method: 'GET' | 'POST' = 'POST'): Promise<Res> {
  const res = await app.inject({
    method,
    url,
    headers: { 'x-rfrom': 'w', ...(token ? { 'x-token': token } : {}) },
    ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

export type CallRes<C extends AnyCall> = { status: number; body: { code: number; msg: string; data?: CallReply<C>; [k: string]: unknown } };

/** A call defined in `@pfs/domain`, with a body of its type: `callOf(app, saveSysFactory, { name }, sa)`. */
export const callOf = <C extends AnyCall>(app: FastifyInstance, def: C, body: CallBody<C>, token?: string) => callRaw(app, def, body, token);

/** The same call with any body, for what a client might send that the types forbid (validation, attacks). */
export const callRaw = async <C extends AnyCall>(app: FastifyInstance, def: C, body: unknown, token?: string) =>
  (await call(app, def.url, body, token, def.method)) as CallRes<C>;

/** The reply's data of a call that must succeed; fails naming the call and its message otherwise. */
export async function dataOf<C extends AnyCall>(app: FastifyInstance, def: C, body: CallBody<C>, token?: string): Promise<CallReply<C>> {
  const r = await callOf(app, def, body, token);
  if (r.body.code !== 200) throw new Error(`${def.url} → ${r.body.code} ${r.body.msg}`);
  return r.body.data as CallReply<C>;
}

export type RawRes<C extends AnyRawCall> = { status: number; body: { code: number; msg: string } & Partial<RawReply<C>> };

/**
 * A call outside the envelope (login, get_user_info, health), with any body: `rawCallOf(app, getUserInfo, undefined, token)`.
 * Its fields stand beside code and msg, so they are typed as they are on success and may be absent on a refusal.
 */
export const rawCallOf = async <C extends AnyRawCall>(app: FastifyInstance, def: C, body?: unknown, token?: string) =>
  (await call(app, def.url, body, token, def.method)) as unknown as RawRes<C>;

/** The whole reply of such a call that must succeed; fails naming the call and its message otherwise. */
export async function rawReplyOf<C extends AnyRawCall>(app: FastifyInstance, def: C, body: RawBody<C>, token?: string): Promise<RawReply<C>> {
  const r = await rawCallOf(app, def, body, token);
  if (r.body.code !== 200) throw new Error(`${def.url} → ${r.body.code} ${r.body.msg}`);
  return r.body as RawReply<C>;
}

export async function login(app: FastifyInstance, uniNo: string, password: string): Promise<string> {
  const r = await rawCallOf(app, loginCall, { uni_no: uniNo, password });
  if (r.body.code !== 200) throw new Error(`login ${uniNo} failed: ${r.body.msg}`);
  return r.body.token!;
}

type Account = { uniNo: string; password: string };
type Tokens<A extends readonly Account[]> = { [K in keyof A]: string };

/** A file's app with its accounts logged in, one after the other: `[app, ...tokens]` for a beforeAll to assign. */
export async function startWithSessions<const A extends readonly Account[]>(accounts: A, env: Record<string, string> = {}): Promise<[TestApp, ...Tokens<A>]> {
  const app = await createTestApp(env);
  const tokens: string[] = [];
  for (const a of accounts) tokens.push(await login(app, a.uniNo, a.password));
  return [app, ...(tokens as Tokens<A>)];
}

/**
 * A file's app with its accounts logged in, started before its tests and stopped after them: `assign` receives
 * `[app, ...tokens]` for the file's own variables, `useSessions([DEMO, GROWER], (s) => ([app, demo, grower] = s))`,
 * and may go on to seed what the tests read.
 */
export function useSessions<const A extends readonly Account[]>(accounts: A, assign: (started: [TestApp, ...Tokens<A>]) => unknown, timeout?: number): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const started = await startWithSessions(accounts);
    app = started[0];
    await assign(started);
  }, timeout);
  afterAll(() => app?.stop());
}

/** After a file's tests: stops what they started beside the app (gateways), then the app. */
export async function stopAfter(app: TestApp, started: readonly { stop(): Promise<unknown> }[]) {
  await Promise.all(started.map((g) => g.stop()));
  await app.stop();
}

export const DEMO = { uniNo: 'demo', password: 'demo123456' };
export const GROWER = { uniNo: 'grower', password: 'grower123456' };
export const SA = { uniNo: 'sa', password: 'sa123456' };
export const DEMO_FID = 1;
export const NURSERY_FID = 2;
