import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { definedCalls as definitions } from './defined-calls.js';

/**
 * Every call defined in `@pfs/domain` is served, at its URL and method, with the access it declares: a definition
 * the server forgot, or a route whose access drifted from its definition, fails here rather than in a browser.
 */
describe.skipIf(process.env.TEST_DB !== 'pglite')('call definitions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  }, 60_000);
  afterAll(() => app.stop());

  it('are at least those of 管理后台, each at its own URL', () => {
    expect(definitions.map(([name]) => name)).toEqual(expect.arrayContaining(['getSysFactoryList', 'saveSysFactory', 'getSysInstanceList']));
    const urls = definitions.map(([, c]) => `${c.method} ${c.url}`);
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
  });

  it('are each served at their URL and method with the access they declare', () => {
    const missing: string[] = [];
    for (const [name, call] of definitions) {
      const route = app.registeredApiRoutes.find((r) => r.url === call.url && r.method === call.method);
      if (!route) missing.push(`${name}: ${call.method} ${call.url} 未注册`);
      else if (JSON.stringify(route.access) !== JSON.stringify(call.access)) missing.push(`${name}: 权限 ${JSON.stringify(route.access)} ≠ ${JSON.stringify(call.access)}`);
    }
    expect(missing).toEqual([]);
  });
});
