import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

// A built web app as the build writes it: hashed scripts with .br/.gz copies beside them.
const script = 'export const rows = [' + Array.from({ length: 4000 }, (_, i) => `{id:${i},name:"网关${i}"}`).join(',') + '];\n';
let dist: string;
let app: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-web-assets-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>PFS</title>');
  const file = path.join(dist, 'assets/vendor-Ab12Cd34.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  app = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('built web app: compression and caching', () => {
  it('sends a hashed script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const r = await get('/assets/vendor-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(r.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/vendor-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/vendor-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps the entry page revalidated so a new build is picked up', async () => {
    for (const url of ['/', '/iot/gw_list']) {
      const r = await get(url, 'gzip, br');
      expect([url, r.statusCode, r.headers['cache-control'], r.body]).toEqual([url, 200, 'no-cache', '<!doctype html><title>PFS</title>']);
    }
  });

  it('answers a script of an older build with 404 instead of the entry page', async () => {
    const r = await get('/assets/app-shell-Old00000.js', 'gzip, br');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ code: 404, msg: '文件不存在：/assets/app-shell-Old00000.js' });
  });
});

describe('built web app: a broken or rebuilt deployment', () => {
  it('never serves an empty hashed script under the year-long cache', async () => {
    fs.writeFileSync(path.join(dist, 'assets/page-Empty000.js'), '');
    const r = await get('/assets/page-Empty000.js', 'gzip, br');
    expect(r.statusCode).toBe(404);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toEqual({ code: 404, msg: '文件不存在：/assets/page-Empty000.js' });
  });

  it('never serves an empty pre-compressed copy either', async () => {
    fs.writeFileSync(path.join(dist, 'assets/page-HalfBr00.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/page-HalfBr00.js.br'), '');
    const r = await get('/assets/page-HalfBr00.js', 'br');
    expect([r.statusCode, r.headers['cache-control']]).toEqual([404, 'no-store']);
  });

  it('answers a missing chunk with 404 that no cache keeps', async () => {
    const r = await get('/assets/gone-Zz99Yy88.js');
    expect([r.statusCode, r.headers['cache-control']]).toEqual([404, 'no-store']);
  });
});
