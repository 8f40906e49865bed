import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { countWhere, fetchPage, type PageArgs } from '../../lib/paging.js';
import { userTable, userOf } from '../user/user.table.js';
import type { facEventTable } from './syslog.table.js';

/** Any log: a table with an id, a time and the user it names (the IoT log, which is iotlog's, among them). */
type LogTable = PgTable & { id: AnyPgColumn; ts: AnyPgColumn; uid: AnyPgColumn };
/** A log entry and the user it names (null when the user is gone or it names none). */
export type LogEntry<T extends LogTable> = { log: T['$inferSelect']; cname: string | null; uniNo: string | null };

/**
 * A page of a log, newest first, each entry with the name and account of the user it names. Not a table, but a
 * `*.table.ts` file so the modules keeping logs (system, IoT, planting) may page through it.
 */
export function logPage<T extends LogTable>(db: Db, t: T, where: SQL | undefined, f: PageArgs): Promise<{ rows: LogEntry<T>[]; total: number }> {
  // Drizzle cannot follow a generic table through a join; every log has ts, id and uid, so one query serves them all.
  const log = t as unknown as typeof facEventTable;
  const rows = db.select({ log, cname: userTable.cname, uniNo: userTable.uniNo }).from(log).leftJoin(userTable, userOf(log.uid)).where(where);
  return fetchPage(rows.orderBy(desc(log.ts), desc(log.id)), countWhere(db, log, where), f) as Promise<{ rows: LogEntry<T>[]; total: number }>;
}
