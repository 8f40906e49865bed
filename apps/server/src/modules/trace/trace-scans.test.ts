import { describe, expect, it } from 'vitest';
import { ScanCounter, type ScanRow } from './trace-scans.js';

describe('ScanCounter', () => {
  it('writes one row per code and day with its count, and counts nothing twice', async () => {
    const written: ScanRow[][] = [];
    const c = new ScanCounter(async (rows) => void written.push(rows), 60_000);
    for (let i = 0; i < 5; i++) c.add('a', 1, '2026-03-01');
    c.add('a', 1, '2026-03-02');
    c.add('b', 2, '2026-03-01');
    expect(c.pendingOf('a')).toBe(6);
    await c.flush();
    expect(written).toEqual([
      [
        { tid: 'a', fid: 1, day: '2026-03-01', n: 5 },
        { tid: 'a', fid: 1, day: '2026-03-02', n: 1 },
        { tid: 'b', fid: 2, day: '2026-03-01', n: 1 },
      ],
    ]);
    expect(c.pendingOf('a')).toBe(0);
    await c.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps the counts of a failed write for the next one', async () => {
    let fail = true;
    const written: ScanRow[] = [];
    const errors: unknown[] = [];
    const c = new ScanCounter(async (rows) => {
      if (fail) throw new Error('database gone');
      written.push(...rows);
    }, 60_000);
    c.onError = (e) => void errors.push(e);
    c.add('a', 1, '2026-03-01');
    c.add('a', 1, '2026-03-01');
    await c.flush();
    expect(errors).toHaveLength(1);
    c.add('a', 1, '2026-03-01');
    expect(c.pendingOf('a')).toBe(3);
    fail = false;
    await c.flush();
    expect(written).toEqual([{ tid: 'a', fid: 1, day: '2026-03-01', n: 3 }]);
  });

  it('still counts scans being written until the write commits', async () => {
    let release!: () => void;
    const c = new ScanCounter(() => new Promise<void>((r) => (release = r)), 60_000);
    c.add('a', 1, '2026-03-01');
    const done = c.flush();
    await Promise.resolve();
    c.add('a', 1, '2026-03-01');
    expect(c.pendingOf('a')).toBe(2);
    release();
    await done;
    expect(c.pendingOf('a')).toBe(1);
  });

  it('writes by itself a moment after the first scan', async () => {
    const written: ScanRow[] = [];
    const c = new ScanCounter(async (rows) => void written.push(...rows), 10);
    c.add('a', 1, '2026-03-01');
    await expect.poll(() => written.length).toBe(1);
  });
});
