import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@pfs/domain';
import { getUserInfo, login as loginCall } from '@pfs/domain/auth';
import { getHealth } from '@pfs/domain/system';
import { createTestApp, type TestApp } from './test-app.js';

let app: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(h: Record<string, unknown>) {
  const csp = String(h['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toMatch(/connect-src 'self' ws: wss:/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers on every response', () => {
  it('API answers, errors included', async () => {
    expectSecurityHeaders((await app.inject({ method: 'GET', url: getHealth.url })).headers);
    const notFound = await app.inject({ method: 'POST', url: `${API_PREFIX}no_such_call`, payload: {} });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound.headers);
    const invalid = await app.inject({ method: 'POST', url: loginCall.url, payload: { uni_no: 'demo' } });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid.headers);
    expectSecurityHeaders((await app.inject({ method: 'GET', url: getUserInfo.url })).headers);
  });

  it('the web app’s pages and assets', async () => {
    for (const url of ['/', '/login', '/screen/1', '/assets/app.js']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expectSecurityHeaders(r.headers);
    }
  });
});
