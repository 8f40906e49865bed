import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('expires entries after the TTL and loads again', async () => {
    let now = 0;
    let loads = 0;
    const c = new TtlCache<string, number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await c.getOrLoad('a', load)).toBe(1);
    expect(await c.getOrLoad('a', load)).toBe(1);
    now = 1000;
    expect(await c.getOrLoad('a', load)).toBe(2);
  });

  it('evicts the oldest entry when full, and invalidates by predicate', () => {
    const c = new TtlCache<string, number>(1000, 2, () => 0);
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('c')).toBe(3);
    c.deleteWhere((_k, v) => v === 3);
    expect(c.get('c')).toBeUndefined();
    expect(c.get('b')).toBe(2);
  });

  it('stores nothing with a zero TTL', () => {
    const c = new TtlCache<string, number>(0);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });
});
