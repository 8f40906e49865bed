import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountBackoff, AttemptThrottle } from '../src/modules/auth/login-throttle.js';
import { PgThrottleStore } from '../src/modules/auth/throttle-store.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('login limits shared through the database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.stop());

  it('a guess spread over two instances meets one limit, and an account locked on one is locked on the other', async () => {
    const key = `k${Date.now()}`;
    // Two instances: each its own throttle objects and store, one database.
    const [a, b] = [0, 1].map(() => new AttemptThrottle(3, 60_000, Date.now, '本地址的登录', { store: new PgThrottleStore(app.dbHandle.db), ns: 'ip:' }));
    await a!.fail(key);
    await b!.fail(key);
    await a!.fail(key);
    await expect(b!.check(key)).rejects.toThrow('尝试次数过多');
    await b!.clear(key);
    await expect(a!.check(key)).resolves.toBeUndefined();

    const [x, y] = [0, 1].map(() => new AccountBackoff(2, 60_000, 60_000, 600_000, Date.now, { store: new PgThrottleStore(app.dbHandle.db), ns: 'account:' }));
    await x!.fail(key);
    await y!.fail(key);
    await expect(x!.check(key)).rejects.toThrow('已暂时锁定');
    await expect(y!.check(key)).rejects.toThrow('已暂时锁定');
  });
});
