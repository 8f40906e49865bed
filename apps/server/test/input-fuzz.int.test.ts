import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PREFIX } from '@pfs/domain';
import { logout } from '@pfs/domain/auth';
import { downloadExportFile } from '@pfs/domain/iot-history';
import { getHealth } from '@pfs/domain/system';
import { errorsPlugin } from '../src/plugins/errors.plugin.js';
import { DEMO, DEMO_FID, SA, createTestApp, login, type TestApp } from './test-app.js';

/**
 * Walks every registered route with bad values in every field its body schema knows (read from the OpenAPI
 * document the same zod schemas produce), as the demo 厂长 who holds every permission: oversized and negative
 * ids, loosely-coercible numbers, control characters, impossible dates, huge strings. Each must be refused with
 * a 4xx whose Chinese message names the field, and nothing stored may change.
 */

type Schema = {
  type?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
};
type OpenApi = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> };

const UNKNOWN_ID = 2_147_483_647;
const HHMM = String.raw`^([01]\d|2[0-3]):[0-5]\d$`;
const COMMON_IDS = ['fid', 'gw_id', 'point_id', 'point_ids', 'alarm_id', 'rule_id', 'area_id', 'uid', 'role_id', 'grp_id', 'set_id', 'exec_id'];

const ID_BAD: unknown[] = [2_147_483_648, 3_000_000_000, 2 ** 53, -1, '0x10', true, '1e3', '', ' 1', '1.5'];
const NUMBER_BAD: unknown[] = ['0x10', true, '1e3', '', 'NaN'];
const BOOL_BAD: unknown[] = ['true', 1, ''];
const HUGE = 'x'.repeat(70_000);
const TEXT_BAD: unknown[] = ['a\u0000b', '\u0000', 'a\u0001b', 'a\u001b[31m', 'a\u007fb', HUGE, 2_147_483_648];
const DATE_BAD: unknown[] = ['2026-02-30', '2026-13-01T00:00:00', '2026-02-30T00:00:00Z', '2026-02-29T00:00:00+08:00', '2026-04-31', '02-30', '0000-01-01T00:00:00Z'];

const isIntLike = (s: Schema) => s.type === 'integer' || !!s.anyOf?.some((o) => o.type === 'integer');
const objectOf = (s: Schema): Schema => (s.allOf ? { type: 'object', properties: Object.assign({}, ...s.allOf.map((a) => objectOf(a).properties)) } : s.oneOf?.[0] ?? s.anyOf?.find((o) => o.type === 'object') ?? s);

/** Values that satisfy one field, so a body holds exactly one bad value at a time. */
const SAMPLES: Record<string, unknown> = {
  fid: DEMO_FID,
  sn: 'fuzz-gw-1',
  code: 'fuzz_1',
  uni_no: 'fuzz01',
  password: 'fuzz-pass-1',
  new_password: 'fuzz-pass-2',
  old_password: 'fuzz-pass-1',
  email: '',
  mobile: '13800138000',
  reset_token: 'fuzz-token',
  start: '2026-01-01T00:00:00Z',
  end: '2026-01-02T00:00:00Z',
  start_day: '2026-01-01',
  end_day: '2026-01-02',
  date_from: '03-01',
  date_to: '04-01',
  codes: [],
  weekdays: [1],
  monthdays: [1],
  path: '/fuzz',
  loc: '121.60,31.20',
  phases: [
    { phase_id: 'grow', days: 30, area_kind: 'grow' },
    { phase_id: 'pick', days: 0, area_kind: 'pack' },
  ],
  // A spec's grade rules and a harvest's kilograms per grade share the field name.
  grades: [{ grade: 'A', name: '一级', min_plant_g: 0, kg: 1 }],
  // Batch events and sowing: a calendar day in the past.
  date: '2026-01-02',
  sow_date: '2026-01-01',
  batch_no: 'FUZZ-1',
  // Material lots: received, produced and expiring days in order.
  received_on: '2026-01-02',
  produced_on: '2026-01-01',
  expires_on: '2026-12-31',
  // Inspections: a list's day range, a rule's window, a case's deadline and an uploaded photo's name.
  from: '2026-01-01',
  to: '2026-01-31',
  start_time: '08:00',
  end_time: '10:00',
  deadline: '2099-12-31',
  photo: 'si-0123456789abcdef.webp',
  // Orders: a delivery day; cameras: a stream address.
  delivery_date: '2026-12-31',
  url: 'https://cam.example.com/live.m3u8',
  // An order line's grade; an open screen's id.
  grade: 'A',
  client_id: 'fuzz-screen-0001',
  // Trials: their days and the two batches they compare at the least.
  start_date: '2026-01-01',
  end_date: '2026-01-02',
  batches: [
    { batch_id: UNKNOWN_ID, label: 'A' },
    { batch_id: UNKNOWN_ID - 1, label: 'B' },
  ],
  // Production control: a maintenance day in the past, a work order's planned window.
  day: '2026-01-02',
  plan_start: '2026-01-02T08:00:00+08:00',
  plan_end: '2026-01-02T10:00:00+08:00',
};

function sample(name: string, s: Schema): unknown {
  // A nullable field (anyOf [schema, null]): a valid body fills it, so a bad value of a neighbour is the only fault.
  const filled = !s.type && s.anyOf?.length === 2 ? s.anyOf.find((o) => o.type !== 'null') : undefined;
  if (filled && !isIntLike(s)) return sample(name, filled);
  if (s.pattern === HHMM) return name.endsWith('end') ? '18:00' : '06:00';
  if (name in SAMPLES) return SAMPLES[name];
  if (isIntLike(s)) return /_ids?$/.test(name) ? UNKNOWN_ID : (s.anyOf?.find((o) => o.type === 'integer') ?? s).minimum ?? 1;
  if (s.enum) return s.enum[0];
  if (s.type === 'boolean') return false;
  if (s.type === 'number') return 1;
  if (s.type === 'string') {
    if (s.format === 'uuid') return randomUUID();
    return '模糊测试名称'.padEnd(s.minLength ?? 0, '名');
  }
  if (s.type === 'array') return s.items ? [sample(name.replace(/s$/, ''), s.items)] : [];
  if (s.allOf || s.oneOf || s.type === 'object') {
    const o = objectOf(s);
    return Object.fromEntries(Object.entries(o.properties ?? {}).map(([k, v]) => [k, sample(k, v)]));
  }
  return 1;
}

type Field = { path: (string | number)[]; schema: Schema };
/** Every field a body schema knows, nested ones included (conditions.0.point_id, repeat.date_from). */
function fieldsOf(s: Schema, path: (string | number)[] = []): Field[] {
  const o = objectOf(s);
  return Object.entries(o.properties ?? {}).flatMap(([k, v]) => {
    const here: Field = { path: [...path, k], schema: v };
    if (v.type === 'array' && v.items) {
      const item: Field = { path: [...path, k, 0], schema: v.items };
      const deeper = v.items.type === 'object' || v.items.oneOf ? fieldsOf(v.items, [...path, k, 0]) : [item];
      return [here, ...deeper];
    }
    if (v.type === 'object' && v.properties) return [here, ...fieldsOf(v, [...path, k])];
    return [here];
  });
}

function badValuesFor(f: Field): unknown[] {
  const s = f.schema;
  const leaf = String(f.path.at(-1));
  if (s.type === 'array') return [true, 'x', 2_147_483_648];
  if (s.type === 'object') return [true, 'x'];
  if (isIntLike(s)) return ID_BAD;
  if (s.type === 'number') return NUMBER_BAD;
  if (s.type === 'boolean') return BOOL_BAD;
  if (/^(start|end|start_day|end_day|date_from|date_to|received_on|produced_on|expires_on)$/.test(leaf)) return [...DATE_BAD, ...TEXT_BAD];
  return TEXT_BAD;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

const KEY_TABLES = [
  'users', 'memberships', 'roles', 'facilities', 'areas', 'iot_gateways', 'iot_points', 'iot_point_alarm_cfg', 'alarms', 'iot_device_groups',
  'iot_analysis_sets', 'iot_rules', 'iot_rule_execs', 'iot_switch_locks', 'iot_requests', 'iot_logs', 'user_logs', 'page_visits', 'fac_events', 'password_resets',
  'material_items', 'material_suppliers', 'material_lots', 'material_movements',
  'plant_batches', 'plant_batch_events', 'plant_protections', 'plant_pics',
];

/** The export download's URL for a file name as written, bytes and all (pathOf would encode them). */
const fileUrl = (file: string) => downloadExportFile.url.replace(':file', file);

let app: TestApp;
let demo: string;
let sa: string;

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of KEY_TABLES) {
    const r = await app.dbHandle.db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${t} x`));
    const row = (r as unknown as { rows: { n: number; h: string }[] }).rows[0]!;
    out[t] = `${row.n}:${row.h}`;
  }
  return out;
}

beforeAll(async () => {
  // The public calls' per-address limit would answer 429 before validation: this walk is one address.
  app = await createTestApp({ PUB_RATE_PER_MIN: '100000000' });
  demo = await login(app, DEMO.uniNo, DEMO.password);
  sa = await login(app, SA.uniNo, SA.password);
}, 60_000);
afterAll(() => app.stop());

describe('every route refuses bad input in every field', () => {
  it('answers 4xx naming the field, never a 500, and stores nothing', async () => {
    const doc = (app as unknown as { swagger: () => OpenApi }).swagger();
    const before = await snapshot();
    const failures: string[] = [];
    let calls = 0;
    const routes = app.registeredApiRoutes.filter((r) => r.method === 'POST' && r.url !== logout.url && !r.url.includes('upload'));
    expect(routes.length).toBeGreaterThan(60);

    for (const r of routes) {
      const schema = doc.paths[r.url]?.post?.requestBody?.content['application/json']?.schema;
      const token = r.access?.kind === 'superAdmin' ? sa : demo;
      const send = async (payload: unknown) => {
        calls++;
        const res = await app.inject({ method: 'POST', url: r.url, payload: payload as object, headers: { 'x-token': token } });
        return { status: res.statusCode, msg: String((res.json() as { msg?: unknown }).msg ?? '') };
      };
      const fields = schema ? fieldsOf(schema) : [];
      const base = schema ? sample('body', schema) : {};
      for (const f of fields) {
        const name = f.path.join('.');
        for (const bad of badValuesFor(f)) {
          const res = await send(withValue(base, f.path, bad));
          const shown = typeof bad === 'string' && bad.length > 40 ? `${bad.slice(0, 10)}…(${bad.length})` : JSON.stringify(bad);
          if (res.status >= 500 || res.status < 400 || !/[\u4e00-\u9fa5]/.test(res.msg) || !res.msg.includes(name)) {
            failures.push(`${r.url} ${name}=${shown} → ${res.status} ${res.msg.slice(0, 120)}`);
          }
        }
      }
      // Ids the route does not take are ignored or refused, never a 500.
      for (const id of COMMON_IDS.filter((k) => !fields.some((f) => f.path.length === 1 && f.path[0] === k))) {
        for (const bad of ID_BAD) {
          const res = await send({ fid: DEMO_FID, [id]: bad });
          if (res.status >= 500 || (res.status >= 400 && !/[\u4e00-\u9fa5]/.test(res.msg))) failures.push(`${r.url} extra ${id}=${JSON.stringify(bad)} → ${res.status} ${res.msg}`);
        }
      }
    }
    expect(failures).toEqual([]);
    console.info(`input fuzz: ${calls} calls on ${routes.length} routes`);
    expect(calls).toBeGreaterThan(1000);
    expect(await snapshot()).toEqual(before);
    // Sequential on purpose (the export and expensive-read limits are per user); ~12k calls take minutes on a busy machine.
  }, 300_000);

  it('GET routes and path parameters answer bad ids and bytes without a 500', async () => {
    const gets = app.registeredApiRoutes.filter((r) => r.method === 'GET' && r.url.startsWith(API_PREFIX));
    for (const r of gets) {
      for (const q of ['fid=3000000000', 'fid=0x10', 'uid=%00', 'point_id=-1', `kw=${'x'.repeat(5000)}`]) {
        const url = `${r.url.replace(':file', 'x')}?${q}`;
        const res = await app.inject({ method: 'GET', url, headers: { 'x-token': demo } });
        expect([url, res.statusCode < 500]).toEqual([url, true]);
      }
    }
    for (const file of ['%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300), '%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url: fileUrl(file) });
      expect([file, res.statusCode >= 400 && res.statusCode < 500]).toEqual([file, true]);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

/** Sends raw bytes to a listening server and returns what came back before it closed the connection. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (got += d));
    socket.on('error', () => resolve(got));
    socket.on('close', () => resolve(got));
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error('no answer'));
    });
    socket.write(bytes);
  });
}

describe('errors raised before a route runs answer in Chinese', () => {
  it('a URL that cannot be decoded or a parameter too long', async () => {
    for (const url of ['/%', `${API_PREFIX}%E0%A4%A`, fileUrl('%')]) {
      const r = await app.inject({ method: 'GET', url });
      expect([url, r.statusCode, r.json()]).toEqual([url, 400, { code: 400, msg: '请求地址无效' }]);
    }
    const long = await app.inject({ method: 'GET', url: fileUrl('x'.repeat(300)) });
    expect([long.statusCode, long.json().msg]).toEqual([414, '请求地址过长']);
  });

  it('a 60 KB header and a malformed request line, on a real socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const big = await rawRequest(port, `GET ${getHealth.url} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(60_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toEqual({ code: 431, msg: '请求头过大' });
    const junk = await rawRequest(port, 'HELLO\r\n\r\n');
    expect(junk).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(junk.slice(junk.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, msg: '请求格式无效' });
  });
});

describe('a value the database refuses is the caller\'s fault', () => {
  it('answers 400 in Chinese for out-of-range numbers, bad text, NUL bytes and impossible dates', async () => {
    const db = app.dbHandle.db;
    const bare = Fastify({ logger: false });
    await bare.register(errorsPlugin);
    const queries: Record<string, () => Promise<unknown>> = {
      int: () => db.execute(sql`select ${'3000000000'}::int as v`),
      text: () => db.execute(sql`select ${'zwölf'}::int as v`),
      date: () => db.execute(sql`select ${'2026-02-30'}::date as v`),
      nul: () => db.execute(sql`select ${'a\u0000b'}::text as v`),
    };
    bare.get('/q/:kind', async (req) => queries[(req.params as { kind: string }).kind]!());
    for (const kind of Object.keys(queries)) {
      const r = await bare.inject({ method: 'GET', url: `/q/${kind}` });
      expect([kind, r.statusCode, r.json().code]).toEqual([kind, 400, 400]);
      expect(r.json().msg).toMatch(/^参数无效：[\u4e00-\u9fa5]/);
    }
    await bare.close();
  });
});
