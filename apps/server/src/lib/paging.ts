import { and, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** A page of a list: 1-based page number and page size, as every list body carries them. */
export type PageArgs = { page: number; size: number };

/** What a select builder offers once its where and order are set: limit, then offset, then rows. */
interface Pageable<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/**
 * One page of an ordered query and the number of rows its filter matches, read side by side.
 * `rows` is the query with its where and order by; `total` a count over the same where.
 */
export async function fetchPage<R>(rows: Pageable<R>, total: PromiseLike<{ n: number }[]>, p: PageArgs): Promise<{ rows: R[]; total: number }> {
  const [page, [counted]] = await Promise.all([rows.limit(p.size).offset((p.page - 1) * p.size), total]);
  return { rows: page, total: counted?.n ?? 0 };
}

/** How many rows of `table` match `where`: the total beside a page (a count over joins is written out where it needs them). */
export const countWhere = (db: Db, table: PgTable, where: SQL | undefined): PromiseLike<{ n: number }[]> => db.select({ n: count() }).from(table).where(where);

/** A page read by fetchPage as the API's `{ items, total_ct }`, each row mapped to its reply item. */
export const pagedOf = <R, T>(page: { rows: R[]; total: number }, item: (row: R) => T): { items: T[]; total_ct: number } => ({
  items: page.rows.map(item),
  total_ct: page.total,
});

/** Like pagedOf, the rows made into reply items all together (when that needs one more read for the whole page). */
export async function pagedWith<R, T>(
  page: PromiseLike<{ rows: R[]; total: number }>,
  items: (rows: R[]) => Promise<T[]>,
): Promise<{ items: T[]; total_ct: number }> {
  const { rows, total } = await page;
  return { items: await items(rows), total_ct: total };
}

/** LIKE pattern matching the keyword literally: % and _ typed by a user are not wildcards. */
export const likeOf = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of the columns contains the keyword (literally, case-insensitive); no condition without a keyword. */
export const kwMatch = (kw: string | undefined, ...cols: PgColumn[]): SQL | undefined => (kw ? or(...cols.map((c) => ilike(c, likeOf(kw)))) : undefined);

/** `col = value` when a filter is given (not undefined, null, '' or 0 — no id, kind or code is 0 or empty), else nothing. */
export const eqIf = <T>(col: PgColumn, value: T | undefined | null): SQL | undefined =>
  value === undefined || value === null || value === '' || value === 0 ? undefined : eq(col, value);

/** Entries at or after `start` and before `end` (either may be absent): the half-open range every list's dates mean. */
export const inRange = (ts: PgColumn, start?: Date, end?: Date): SQL | undefined => and(start ? gte(ts, start) : undefined, end ? lt(ts, end) : undefined);
