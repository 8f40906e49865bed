import { describe, expect, it } from 'vitest';
import { GatewayLoginThrottle } from './gateway-login-throttle.js';

const limits = { perIp: 5, perSn: 3, perKnownPair: 3, windowMs: 60_000 };

describe('gateway login throttle', () => {
  it('refuses an sn after its failures, from any address, until the window ends', () => {
    let now = 0;
    const t = new GatewayLoginThrottle(limits, () => now);
    for (let i = 0; i < 3; i++) t.failed('gw1', `10.0.0.${i}`);
    expect(t.blocked('gw1', '10.0.0.9')).toBe(true);
    expect(t.blocked('gw2', '10.0.0.9')).toBe(false);
    now = 60_001;
    expect(t.blocked('gw1', '10.0.0.9')).toBe(false);
  });

  it('refuses an address trying many sns', () => {
    const t = new GatewayLoginThrottle(limits, () => 0);
    for (let i = 0; i < 5; i++) t.failed(`sn${i}`, '10.0.0.1');
    expect(t.blocked('fresh', '10.0.0.1')).toBe(true);
    expect(t.blocked('fresh', '10.0.0.2')).toBe(false);
  });

  it('keeps the real gateway, at the address it logged in from, out of other callers’ lockouts', () => {
    const t = new GatewayLoginThrottle(limits, () => 0);
    t.succeeded('gw1', '10.0.0.1');
    for (let i = 0; i < 10; i++) t.failed('gw1', '192.168.1.1');
    expect(t.blocked('gw1', '192.168.1.1')).toBe(true);
    expect(t.blocked('gw1', '10.0.0.1')).toBe(false);
    // Its own failures still count, on its own key.
    for (let i = 0; i < 3; i++) t.failed('gw1', '10.0.0.1');
    expect(t.blocked('gw1', '10.0.0.1')).toBe(true);
  });
});
