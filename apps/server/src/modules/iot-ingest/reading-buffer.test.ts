import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ReadingBuffer, type SetAside } from './reading-buffer.js';
import type { Row } from './reading-buffer.js';

const quiet = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const rows = (vs: number[]): Row[] => vs.map((v, i) => ({ pointId: 1 + (i % 7), ms: 1_800_000_000_000 + i * 1000, v }));

/** A database that refuses (as data, SQLSTATE 22003) any statement holding a bad value, and stores the others. */
function dataErrorRepo(bad: (v: number) => boolean, wrap = true) {
  const stored: number[] = [];
  let statements = 0;
  const repo = {
    async writeReadings(part: Row[]) {
      statements += 1;
      if (part.some((r) => bad(r.v))) {
        const pgErr = Object.assign(new Error('value out of range: overflow'), { code: '22003' });
        // As drizzle throws it: the statement with its parameters in the message, the database's error as the cause.
        throw wrap ? Object.assign(new Error(`Failed query: ${'x'.repeat(10_000)}`), { cause: pgErr }) : pgErr;
      }
      stored.push(...part.map((r) => r.v));
      return part.length;
    },
  };
  return { repo, stored, statements: () => statements };
}

describe('ReadingBuffer: a write failing on data', () => {
  it('stores every other reading and sets aside only those at fault, once', async () => {
    const { repo, stored } = dataErrorRepo((v) => v >= 1e300);
    const aside: SetAside[] = [];
    const buf = new ReadingBuffer(repo, quiet, 2, undefined, undefined, async (g) => void aside.push(...g));
    const vs = Array.from({ length: 1000 }, (_, i) => (i === 123 || i === 777 ? 1e308 : i));
    buf.add(1, 1, rows(vs));
    expect(await buf.write(() => undefined)).toBe(true);
    expect(stored.sort((a, b) => a - b)).toEqual(vs.filter((v) => v < 1e300).sort((a, b) => a - b));
    expect(aside.flatMap((g) => g.rows.map((r) => r.v))).toEqual([1e308, 1e308]);
    expect(aside[0]!.failure).toEqual({ sqlstate: '22003', message: 'value out of range: overflow' });
    expect(buf.rows).toBe(0);
    // Nothing is left to retry.
    expect(await buf.write(() => undefined)).toBe(true);
    expect(aside).toHaveLength(2);
  });

  it('ends even when every reading is at fault (bounded work: what is left is set aside whole)', async () => {
    const db = dataErrorRepo(() => true, false);
    const aside: SetAside[] = [];
    const buf = new ReadingBuffer(db.repo, quiet, 1, undefined, undefined, async (g) => void aside.push(...g));
    buf.add(1, 1, rows(Array.from({ length: 5000 }, (_, i) => i)));
    expect(await buf.write(() => undefined)).toBe(true);
    expect(aside.reduce((n, g) => n + g.rows.length, 0)).toBe(5000);
    expect(db.statements()).toBeLessThanOrEqual(1 + 256);
  });

  it('keeps the rows for the next try when the connection fails (not a data error)', async () => {
    let down = true;
    const stored: number[] = [];
    const repo = {
      async writeReadings(part: Row[]) {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        stored.push(...part.map((r) => r.v));
        return part.length;
      },
    };
    const aside: SetAside[] = [];
    const buf = new ReadingBuffer(repo, quiet, 1, undefined, undefined, async (g) => void aside.push(...g));
    buf.add(1, 1, rows([1, 2, 3]));
    expect(await buf.write(() => undefined)).toBe(false);
    expect(buf.rows).toBe(3);
    down = false;
    expect(await buf.write(() => undefined)).toBe(true);
    expect(stored).toEqual([1, 2, 3]);
    expect(aside).toEqual([]);
  });
});
