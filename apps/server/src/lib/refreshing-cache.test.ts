import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.js';

/** A load the test finishes by hand, counting how often it was started. */
function gate() {
  const g = { started: 0, release: (_v: number) => undefined as void, fail: (_e: Error) => undefined as void };
  const load = () =>
    new Promise<number>((resolve, reject) => {
      g.started++;
      g.release = resolve;
      g.fail = reject;
    });
  return { g, load };
}

describe('RefreshingCache', () => {
  it('serves a stale value at once while one background load replaces it', async () => {
    let now = 0;
    const c = new RefreshingCache<string, number>(1000, 3000, 10, () => now);
    const { g, load } = gate();
    const first = c.get('a', load);
    g.release(1);
    expect(await first).toBe(1);

    now = 1500; // stale: answered from the cache, one reload starts
    expect(await c.get('a', load)).toBe(1);
    expect(await c.get('a', load)).toBe(1);
    expect(g.started).toBe(2);
    g.release(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await c.get('a', load)).toBe(2);
  });

  it("loads in the caller's time once the value is older than fresh + stale", async () => {
    let now = 0;
    let loads = 0;
    const c = new RefreshingCache<string, number>(1000, 3000, 10, () => now);
    const load = async () => ++loads;
    expect(await c.get('a', load)).toBe(1);
    now = 4000;
    expect(await c.get('a', load)).toBe(2);
  });

  it('keeps the older value when a background load fails, and raises the error once it is too old', async () => {
    let now = 0;
    const c = new RefreshingCache<string, number>(1000, 3000, 10, () => now);
    expect(await c.get('a', async () => 1)).toBe(1);
    now = 2000;
    const failing = async () => Promise.reject(new Error('数据库不可用'));
    expect(await c.get('a', failing)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await c.get('a', failing)).toBe(1);
    now = 5000;
    await expect(c.get('a', failing)).rejects.toThrow('数据库不可用');
  });

  it('drops what a load under way read when the key is invalidated meanwhile', async () => {
    const c = new RefreshingCache<string, number>(1000, 0, 10, () => 0);
    const { g, load } = gate();
    const pending = c.get('1:a', load);
    c.deleteWhere((k) => k.startsWith('1:'));
    g.release(7);
    expect(await pending).toBe(7);
    expect(c.size).toBe(0);
  });

  it('is bounded: the oldest entry goes first', async () => {
    const c = new RefreshingCache<string, number>(1000, 0, 2, () => 0);
    for (const k of ['a', 'b', 'c']) await c.get(k, async () => 1);
    expect(c.size).toBe(2);
    let loads = 0;
    await c.get('a', async () => ++loads);
    expect(loads).toBe(1);
  });
});
