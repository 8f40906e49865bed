import { describe, expect, it } from 'vitest';
import { AccountBackoff, AttemptThrottle } from './login-throttle.js';

describe('AttemptThrottle', async () => {
  it('refuses after the limit with a message naming the minutes to wait, and lets go after the window', async () => {
    let now = 0;
    const t = new AttemptThrottle(3, 15 * 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      await t.check('u');
      await t.fail('u');
    }
    await expect(t.check('u')).rejects.toThrow('请在 15 分钟后重试');
    await expect(t.check('other')).resolves.toBeUndefined();
    now = 14 * 60_000 + 1;
    await expect(t.check('u')).rejects.toThrow('请在 1 分钟后重试');
    now = 15 * 60_000;
    await expect(t.check('u')).resolves.toBeUndefined();
  });

  it('clear forgets earlier failures', async () => {
    const t = new AttemptThrottle(1, 1000, () => 0);
    await t.fail('u');
    await expect(t.check('u')).rejects.toThrow();
    await t.clear('u');
    await expect(t.check('u')).resolves.toBeUndefined();
  });
});

describe('AccountBackoff', async () => {
  it('locks the account from the threshold on, doubling the wait with each further failure up to the cap', async () => {
    let now = 0;
    const b = new AccountBackoff(3, 15 * 60_000, 60_000, 10 * 60_000, () => now);
    await b.fail('u');
    await b.fail('u');
    await expect(b.check('u')).resolves.toBeUndefined();
    await b.fail('u');
    await expect(b.check('u')).rejects.toThrow('请在 1 分钟后重试');
    now += 30_000;
    await expect(b.check('u')).rejects.toThrow('请在 30 秒后重试');
    now += 30_000;
    await expect(b.check('u')).resolves.toBeUndefined();
    await b.fail('u');
    await expect(b.check('u')).rejects.toThrow('请在 2 分钟后重试');
    now += 2 * 60_000;
    await b.fail('u');
    await expect(b.check('u')).rejects.toThrow('请在 4 分钟后重试');
    for (let i = 0; i < 5; i++) {
      now += 10 * 60_000;
      await b.fail('u');
    }
    await expect(b.check('u')).rejects.toThrow('请在 10 分钟后重试');
    await expect(b.check('other')).resolves.toBeUndefined();
    // A quiet window after the last lock forgets the account's failures.
    now += 30 * 60_000;
    await b.fail('u');
    await expect(b.check('u')).resolves.toBeUndefined();
  });
});
