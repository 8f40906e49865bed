import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, envelopeSchema, okSchema } from '@pfs/domain';
import type { CatalogRoute } from '../src/plugins/swagger.plugin.js';
import { installReplyContract } from './reply-contract.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The API's contract: every route declares the schema of its reply, the OpenAPI document shows it, and the tests
 * check each reply against it (reply-contract.ts, installed by createTestApp).
 */

type OpenApi = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app.stop());

/**
 * Routes without a reply to describe, recognised by their kind — never by their address — with the reason. Null: the
 * route answers and must declare what (a download declares its file, see downloadExportFile in @pfs/domain).
 */
function noReplySchema(r: CatalogRoute): string | null {
  if (r.method === 'HEAD') return 'Fastify answers HEAD with the headers of the GET beside it, without a body';
  if (r.websocket) return 'a WebSocket upgrade: its messages are typed in packages/domain/src/iot/live-event.ts';
  // @fastify/static marks its file routes so, and the web app's entry page follows it; the next test keeps API calls out.
  if (r.schema?.hide) return 'static files and the web app, kept out of the API document';
  return null;
}

const has2xx = (response: unknown) => !!response && typeof response === 'object' && Object.keys(response).some((k) => k === '200' || k === '2xx');
/** Fastify's path parameter `:file` as OpenAPI writes it, `{file}`. */
const docPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('every route declares its reply', () => {
  it('walks every route registered after the API document', () => {
    expect(app.routeCatalog.length).toBeGreaterThan(80);
    // The live channel is recognised as an upgrade by its kind.
    expect(app.routeCatalog.filter((r) => r.websocket).length).toBeGreaterThan(0);
    // The access walk's routes are all here, so nothing escapes both walks.
    const catalog = new Set(app.routeCatalog.map((r) => `${r.method} ${r.url}`));
    expect(app.registeredApiRoutes.map((r) => `${r.method} ${r.url}`).filter((k) => !catalog.has(k))).toEqual([]);
  });

  it('has a response schema for 200 on every JSON route', () => {
    const missing = app.routeCatalog.filter((r) => !noReplySchema(r) && !has2xx(r.schema?.response)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('declares who may make every call and the body every POST call takes', () => {
    expect(app.registeredApiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // An upload's body is multipart, read field by field in its handler, so it has no schema to declare.
    const isUpload = (r: CatalogRoute) => (r.schema?.consumes ?? []).includes('multipart/form-data');
    const posts = app.routeCatalog.filter((r) => r.method === 'POST' && r.url.startsWith(API_PREFIX));
    expect(posts.length).toBeGreaterThan(80);
    expect(posts.filter((r) => !isUpload(r) && !r.schema?.body).map((r) => r.url)).toEqual([]);
  });

  it('keeps every guarded call in the API document', () => {
    // Hiding is for static files only: a route that declares access is an API call and must be documented.
    const hidden = app.routeCatalog.filter((r) => r.schema?.hide && app.registeredApiRoutes.some((a) => a.url === r.url && a.method === r.method));
    expect(hidden.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('the OpenAPI document shows the 200 reply of every operation', () => {
    const doc = (app as unknown as { swagger: () => OpenApi }).swagger();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(80);
    // JSON calls under application/json; a download under its file types.
    const schemaOf200 = (op: (typeof operations)[number]['op']) => Object.values(op.responses?.['200']?.content ?? {}).find((c) => c.schema)?.schema;
    expect(operations.filter((o) => !schemaOf200(o.op)).map((o) => o.key)).toEqual([]);
    const json = operations.filter((o) => o.op.responses?.['200']?.content?.['application/json']);
    expect(json.length).toBeGreaterThan(80);
    // …and every route that must declare its reply is an operation of the document.
    const inDoc = new Set(operations.map((o) => o.key));
    const absent = app.routeCatalog.filter((r) => !noReplySchema(r) && !inDoc.has(`${r.method} ${docPath(r.url)}`)).map((r) => `${r.method} ${r.url}`);
    expect(absent).toEqual([]);
  });
});

describe('replies are checked against their schema in the tests', () => {
  /** A bare app with a few routes whose replies do or do not match what they declare. */
  async function bareApp() {
    const bare = Fastify().withTypeProvider<ZodTypeProvider>();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(() => (data) => JSON.stringify(data));
    const item = envelopeSchema(z.object({ id: z.number(), name: z.string(), note: z.string().default('') }));
    const reply = (data: unknown) => async () => data as never;
    bare.get('/exact', { schema: { response: { 200: item } } }, reply({ code: 200, msg: 'ok', data: { id: 1, name: '一号', note: '' } }));
    bare.get('/extra', { schema: { response: { 200: item } } }, reply({ code: 200, msg: 'ok', data: { id: 1, name: '一号', note: '', secret: 'x' } }));
    bare.get('/wrong', { schema: { response: { 200: item } } }, reply({ code: 200, msg: 'ok', data: { id: '1', name: '一号', note: '' } }));
    bare.get('/default', { schema: { response: { 200: item } } }, reply({ code: 200, msg: 'ok', data: { id: 1, name: '一号' } }));
    bare.get('/message', { schema: { response: { 200: okSchema } } }, reply({ code: 200, msg: '已保存' }));
    bare.get('/error', { schema: { response: { 200: item } } }, async () => {
      throw Object.assign(new Error('冲突'), { statusCode: 409 });
    });
    const found = installReplyContract(bare);
    await bare.ready();
    return { bare, found };
  }

  it('lets an exact reply and an error reply through unchanged', async () => {
    const { bare, found } = await bareApp();
    for (const url of ['/exact', '/message']) expect((await bare.inject(url)).statusCode).toBe(200);
    expect((await bare.inject('/exact')).json()).toEqual({ code: 200, msg: 'ok', data: { id: 1, name: '一号', note: '' } });
    const error = await bare.inject('/error');
    expect([error.statusCode, error.json().message]).toEqual([409, '冲突']);
    expect(found).toEqual([]);
    await bare.close();
  });

  it('fails a reply with a field the schema leaves out, a wrong type, or a field only a default supplies', async () => {
    const { bare, found } = await bareApp();
    for (const url of ['/extra', '/wrong', '/default']) {
      const res = await bare.inject(url);
      expect([url, res.statusCode]).toEqual([url, 500]);
      expect(res.json().msg).toContain(`GET ${url} 200`);
    }
    expect(found.map((m) => m.problem)).toEqual([
      '$.data.secret: sent but not in the schema',
      expect.stringContaining('$.data.id:'),
      '$.data.note: not sent, the schema filled it in with ""',
    ]);
    await bare.close();
  });
});
