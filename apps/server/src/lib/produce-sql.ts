import { sql, type SQL } from 'drizzle-orm';

/** Shared SQL pieces of finished goods, shipping and trace reads. */

export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** A grade's display name from the batch's spec version (the code itself when the version has no such grade). */
export const gradeNameOf = (specId: SQL, specVer: SQL, grade: SQL) =>
  sql`coalesce((select gr.value->>'name' from plant_spec_versions sv, jsonb_array_elements(sv.grades) gr where sv.spec_id = ${specId} and sv.ver = ${specVer} and gr.value->>'grade' = ${grade} limit 1), ${grade})`;

export const g2kg = (g: number | string | null | undefined) => Number(g ?? 0) / 1000;

/** A user's keyword for `ilike`, its wildcards taken literally. */
export { likeOf } from './paging.js';

/** The filters that apply, joined with `and` (`true` when none). */
export const allOf = (parts: (SQL | false | undefined)[]) => sql.join([sql`true`, ...parts.filter((p): p is SQL => !!p)], sql` and `);
