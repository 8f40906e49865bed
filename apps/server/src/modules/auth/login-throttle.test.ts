import { describe, expect, it } from 'vitest';
import { AttemptThrottle } from './login-throttle.js';

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
