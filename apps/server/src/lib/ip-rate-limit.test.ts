import { describe, expect, it } from 'vitest';
import { IpRateLimit } from './ip-rate-limit.js';

describe('IpRateLimit', () => {
  it('allows the limit per address and minute, then refuses, and forgives as the window slides', () => {
    let now = 0;
    const limit = new IpRateLimit(10, () => now);
    for (let i = 0; i < 10; i++) expect(limit.take('1.1.1.1')).toBe(true);
    expect(limit.take('1.1.1.1')).toBe(false);
    // Another address has its own count.
    expect(limit.take('2.2.2.2')).toBe(true);
    // Half a minute into the next window half of the last minute still counts.
    now = 90_000;
    for (let i = 0; i < 5; i++) expect(limit.take('1.1.1.1')).toBe(true);
    expect(limit.take('1.1.1.1')).toBe(false);
    // After two quiet minutes the count starts afresh.
    now = 300_000;
    for (let i = 0; i < 10; i++) expect(limit.take('1.1.1.1')).toBe(true);
  });

  it('keeps a bounded number of addresses', () => {
    const limit = new IpRateLimit(1, () => 0, 3);
    for (const ip of ['a', 'b', 'c', 'd']) expect(limit.take(ip)).toBe(true);
    // 'a' was dropped as the oldest: it starts again.
    expect(limit.take('a')).toBe(true);
    expect(limit.take('d')).toBe(false);
  });
});
