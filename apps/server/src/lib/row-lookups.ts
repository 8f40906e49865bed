import { and, eq, inArray, like, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** The row of `table` matching every condition (by key, or by a name unique in the factory), if there is one. */
export function firstRow<T extends PgTable>(db: Db, table: T, ...where: SQL[]): Promise<T['$inferSelect'] | undefined> {
  return db
    .select()
    .from(table as PgTable)
    .where(and(...where))
    .then((r) => r[0] as T['$inferSelect'] | undefined);
}

/** The factory's records of `table` that are switched on, in `order`: what a picker offers. */
export function enabledRows<T extends PgTable & { fid: PgColumn; status: PgColumn }>(
  db: Db,
  table: T,
  fid: number,
  ...order: SQL[]
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.fid, fid), eq(table.status, 'enabled')))
    .orderBy(...order) as Promise<T['$inferSelect'][]>;
}

/**
 * The numbers in column `no` of factory `fid`'s rows that start with `prefix`: those already given out that day,
 * for `nextNumber`. `match` is `like`, or `ilike` where the prefix's case does not count.
 */
export async function numbersWithPrefix(db: Db, no: PgColumn, fidColumn: PgColumn, fid: number, prefix: string, match = like): Promise<string[]> {
  const rows = await db
    .select({ no })
    .from(no.table as PgTable)
    .where(and(eq(fidColumn, fid), match(no, `${prefix}%`)));
  return rows.map((r) => r.no as string);
}

/**
 * Whether a row other than `except` (the one being edited) already matches `where`, `id` naming the table and
 * its key: the check before a save that keeps a name or number unique, refused with a message rather than by the
 * constraint.
 */
export async function isTaken(db: Db, id: PgColumn, where: (SQL | undefined)[], except?: number): Promise<boolean> {
  const [r] = await db
    .select({ id })
    .from(id.table as PgTable)
    .where(and(...where, except ? ne(id, except) : undefined))
    .limit(1);
  return r !== undefined;
}

/**
 * The keys among `ids` whose rows belong to factory `fid`, `id` naming the table and its key: the check that refuses
 * another factory's ids before any is used.
 */
export async function idsOfFactory(db: Db, id: PgColumn, fidColumn: PgColumn, fid: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id })
    .from(id.table as PgTable)
    .where(and(eq(fidColumn, fid), inArray(id, ids)));
  return rows.map((r) => r.id as number);
}

/** Deletes the rows matching every condition, `id` naming the table and its key; whether there were any. */
export async function deleteRows(db: Db, id: PgColumn, ...where: SQL[]): Promise<boolean> {
  const rows = await db
    .delete(id.table as PgTable)
    .where(and(...where))
    .returning({ id });
  return rows.length > 0;
}

/** Inserts one row into `table` and answers its new key (`id`, the table's serial key). */
export async function insertRow<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'], id: PgColumn): Promise<number> {
  const [r] = await db
    .insert(table as PgTable)
    .values(values)
    .returning({ id });
  return r!.id as number;
}

/** Inserts one row into `table` and answers it as stored, its key and defaults filled in. */
export async function insertReturning<T extends PgTable>(db: Db, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [r] = await db
    .insert(table as PgTable)
    .values(values)
    .returning();
  return r as T['$inferSelect'];
}

/** Changes the row of `table` matching every condition and answers it as now stored, if there was one. */
export async function updateReturning<T extends PgTable>(db: Db, table: T, set: PgUpdateSetSource<T>, ...where: SQL[]): Promise<T['$inferSelect'] | undefined> {
  const [r] = await db
    .update(table as PgTable)
    .set(set)
    .where(and(...where))
    .returning();
  return r as T['$inferSelect'] | undefined;
}
