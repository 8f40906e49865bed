import { sql, type SQL } from 'drizzle-orm';

/** Shared SQL pieces of finished goods, shipping and trace reads (the grade's name is finished's `gradeNameOf`). */

export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export const g2kg = (g: number | string | null | undefined) => Number(g ?? 0) / 1000;

/** A user's keyword for `ilike`, its wildcards taken literally. */
export { likeOf } from './paging.js';

/** The filters that apply, joined with `and` (`true` when none). */
export const allOf = (parts: (SQL | false | undefined)[]) => sql.join([sql`true`, ...parts.filter((p): p is SQL => !!p)], sql` and `);
