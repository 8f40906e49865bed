import { describe, expect, it } from 'vitest';
import { BatchLoader } from './batch-loader.js';

/** A loadMany whose calls stay open until released, recording the keys of each. */
function gatedLoad() {
  const calls: string[][] = [];
  const release: (() => void)[] = [];
  const loadMany = (keys: string[]) => {
    calls.push(keys);
    return new Promise<Map<string, string>>((resolve, reject) => {
      release.push(() => (keys.includes('boom') ? reject(new Error('数据库不可用')) : resolve(new Map(keys.filter((k) => k !== 'none').map((k) => [k, k.toUpperCase()])))));
    });
  };
  return { calls, release, loadMany };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('BatchLoader', () => {
  it('sends a lone lookup at once, and those that arrive while the statements run together in the next one', async () => {
    const g = gatedLoad();
    const loader = new BatchLoader(g.loadMany, { maxInFlight: 1, maxBatch: 10 });
    const first = loader.load('a');
    expect(g.calls).toEqual([['a']]);
    const rest = [loader.load('b'), loader.load('c'), loader.load('b'), loader.load('none')];
    expect(g.calls).toHaveLength(1);
    g.release.shift()!();
    expect(await first).toBe('A');
    await tick();
    // Duplicates go once; every caller gets its own answer, undefined for a key not found.
    expect(g.calls[1]).toEqual(['b', 'c', 'none']);
    g.release.shift()!();
    expect(await Promise.all(rest)).toEqual(['B', 'C', 'B', undefined]);
  });

  it('runs up to maxInFlight statements at once and splits long queues into maxBatch', async () => {
    const g = gatedLoad();
    const loader = new BatchLoader(g.loadMany, { maxInFlight: 2, maxBatch: 2 });
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => loader.load(k));
    expect(g.calls).toEqual([['a'], ['b']]);
    g.release.shift()!();
    await tick();
    expect(g.calls[2]).toEqual(['c', 'd']);
    while (g.release.length) {
      g.release.shift()!();
      await tick();
    }
    expect(await Promise.all(all)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(g.calls.slice(2)).toEqual([['c', 'd'], ['e', 'f']]);
  });

  it('fails every caller of a failed statement, and goes on with the next', async () => {
    const g = gatedLoad();
    const loader = new BatchLoader(g.loadMany, { maxInFlight: 1, maxBatch: 10 });
    const first = loader.load('x');
    const failing = [loader.load('boom'), loader.load('y')];
    g.release.shift()!();
    await first;
    await tick();
    g.release.shift()!();
    for (const f of failing) await expect(f).rejects.toThrow('数据库不可用');
    const after = loader.load('z');
    g.release.shift()!();
    expect(await after).toBe('Z');
  });

  it('a loadMany that throws at once fails its callers and frees its place', async () => {
    let calls = 0;
    const loader = new BatchLoader<string, string>(
      (keys) => {
        calls++;
        if (calls === 1) throw new Error('语句无法生成');
        return Promise.resolve(new Map(keys.map((k) => [k, k])));
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    await expect(loader.load('a')).rejects.toThrow('语句无法生成');
    expect(await loader.load('b')).toBe('b');
  });
});
