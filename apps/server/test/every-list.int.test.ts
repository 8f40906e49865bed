import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyList } from '@pfs/domain';
import { everyList } from '@pfs/domain/catalog';
import { DEMO, DEMO_FID, SA, call, startWithSessions, type TestApp } from './test-app.js';

/**
 * Every list the domain defines, read on the seeded demo with the least filters it takes: its SQL runs on this
 * database (PGlite, and the PostgreSQL server a deployment runs) and answers rows of its declared shape (the reply
 * contract of test-app fails a reply that does not match). The feature suites test each list's meaning; this one
 * is the guard that no list's query depends on the database it was written against.
 */

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = dayOf(Date.now());

/** A value the field takes, tried in this order: the field's own choices first, then what filters commonly are. */
function sampleOf(key: string, field: z.ZodType): unknown {
  const options = (field as unknown as { options?: unknown[] }).options;
  const candidates: unknown[] = [
    ...(key === 'fid' ? [DEMO_FID] : []),
    ...(key === 'from' || key.endsWith('_from') ? [dayOf(Date.now() - 30 * DAY_MS)] : []),
    ...(key === 'start' ? [new Date(Date.now() - DAY_MS).toISOString()] : []),
    ...(options ?? []),
    today,
    new Date().toISOString(),
    today.slice(0, 7),
    Number(today.slice(0, 4)),
    1,
    true,
    'day',
  ];
  return candidates.find((c) => field.safeParse(c).success);
}

/** The filters a list requires, each with a sample value; optional ones are left out. */
function leastFilter(list: AnyList): Record<string, unknown> {
  const shape = (list.filter as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key, field]) => [key, sampleOf(key, field)]),
  );
}

describe('every defined list on the seeded demo', () => {
  let app: TestApp;
  let demo: string;
  let sa: string;
  beforeAll(async () => {
    [app, demo, sa] = await startWithSessions([DEMO, SA]);
  }, 60_000);
  afterAll(() => app.stop());

  it('answers each list with its rows', async () => {
    const failed: string[] = [];
    const lists = everyList();
    expect(lists.length).toBeGreaterThan(30);
    for (const [name, list] of lists) {
      const filter = leastFilter(list);
      const paged = list.list.body !== list.filter;
      const token = list.list.access.kind === 'superAdmin' ? sa : demo;
      const r = await call(app, list.list.url, paged ? { ...filter, page: 1, size: 20 } : filter, token);
      if (r.status !== 200 || r.body.code !== 200) failed.push(`${name} ${list.list.url} ${JSON.stringify(filter)} → ${r.status} ${r.body.code} ${r.body.msg}`);
    }
    expect(failed).toEqual([]);
  });
});
