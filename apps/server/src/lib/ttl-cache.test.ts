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

  it('shares one load between callers that miss together; a delete during the load keeps its value out', async () => {
    let loads = 0;
    let release!: (v: number) => void;
    const c = new TtlCache<string, number>(1000);
    const slow = () =>
      new Promise<number>((r) => {
        loads++;
        release = r;
      });
    const both = Promise.all([c.getOrLoad('a', slow), c.getOrLoad('a', slow)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
    const during = c.getOrLoad('b', slow);
    c.delete('b');
    release(8);
    expect(await during).toBe(8);
    expect(c.get('b')).toBeUndefined();
  });

  it('with a zero TTL every caller loads for itself, and a failed load is not shared afterwards', async () => {
    let loads = 0;
    const off = new TtlCache<string, number>(0);
    await Promise.all([off.getOrLoad('a', async () => ++loads), off.getOrLoad('a', async () => ++loads)]);
    expect(loads).toBe(2);
    const c = new TtlCache<string, number>(1000);
    await expect(c.getOrLoad('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.getOrLoad('x', async () => 5)).toBe(5);
  });
});
