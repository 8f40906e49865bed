import { describe, expect, it } from 'vitest';
import { AccountBackoff, AttemptThrottle } from './login-throttle.js';

describe('AttemptThrottle', () => {
  it('refuses after the limit with a message naming the minutes to wait, and lets go after the window', () => {
    let now = 0;
    const t = new AttemptThrottle(3, 15 * 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      t.check('u');
      t.fail('u');
    }
    expect(() => t.check('u')).toThrow('请在 15 分钟后重试');
    expect(() => t.check('other')).not.toThrow();
    now = 14 * 60_000 + 1;
    expect(() => t.check('u')).toThrow('请在 1 分钟后重试');
    now = 15 * 60_000;
    expect(() => t.check('u')).not.toThrow();
  });

  it('clear forgets earlier failures', () => {
    const t = new AttemptThrottle(1, 1000, () => 0);
    t.fail('u');
    expect(() => t.check('u')).toThrow();
    t.clear('u');
    expect(() => t.check('u')).not.toThrow();
  });
});

describe('AccountBackoff', () => {
  it('locks the account from the threshold on, doubling the wait with each further failure up to the cap', () => {
    let now = 0;
    const b = new AccountBackoff(3, 15 * 60_000, 60_000, 10 * 60_000, () => now);
    b.fail('u');
    b.fail('u');
    expect(() => b.check('u')).not.toThrow();
    b.fail('u');
    expect(() => b.check('u')).toThrow('请在 1 分钟后重试');
    now += 30_000;
    expect(() => b.check('u')).toThrow('请在 30 秒后重试');
    now += 30_000;
    expect(() => b.check('u')).not.toThrow();
    b.fail('u');
    expect(() => b.check('u')).toThrow('请在 2 分钟后重试');
    now += 2 * 60_000;
    b.fail('u');
    expect(() => b.check('u')).toThrow('请在 4 分钟后重试');
    for (let i = 0; i < 5; i++) {
      now += 10 * 60_000;
      b.fail('u');
    }
    expect(() => b.check('u')).toThrow('请在 10 分钟后重试');
    expect(() => b.check('other')).not.toThrow();
    // A quiet window after the last lock forgets the account's failures.
    now += 30 * 60_000;
    b.fail('u');
    expect(() => b.check('u')).not.toThrow();
  });
});
