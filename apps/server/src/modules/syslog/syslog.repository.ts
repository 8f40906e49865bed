import { and, count, countDistinct, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { eqIf, inRange, type PageArgs } from '../../lib/paging.js';
import { logPage } from './log-page.table.js';
import { membershipTable } from '../member/index.js';
import { facEventTable, pageVisitTable, userLogTable } from './syslog.table.js';

export type LogFilter = PageArgs & { start?: Date; end?: Date; uid?: number; type?: string };

/** The filters the three logs share: when, who and (where the log has one) what kind. */
const logWhere = (t: { ts: PgColumn; uid: PgColumn; type?: PgColumn }, f: LogFilter) =>
  and(inRange(t.ts, f.start, f.end), eqIf(t.uid, f.uid), t.type && eqIf(t.type, f.type));

export class SyslogRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  insertUserLog(row: typeof userLogTable.$inferInsert) {
    return this.db.insert(userLogTable).values(row);
  }
  insertPageVisit(row: typeof pageVisitTable.$inferInsert) {
    return this.db.insert(pageVisitTable).values(row);
  }
  insertFacEvent(row: typeof facEventTable.$inferInsert) {
    return this.db.insert(facEventTable).values(row);
  }

  /** A factory's user log: its own entries plus the account entries (no fid) of its members. */
  private userLogScope(fid: number): SQL {
    const members = this.db.select({ uid: membershipTable.uid }).from(membershipTable).where(eq(membershipTable.fid, fid));
    return or(eq(userLogTable.fid, fid), and(isNull(userLogTable.fid), inArray(userLogTable.uid, members)))!;
  }

  listUserLogs(fid: number, f: LogFilter) {
    const where = and(this.userLogScope(fid), logWhere(userLogTable, f));
    return logPage(this.db, userLogTable, where, f);
  }

  listPageVisits(fid: number, f: LogFilter) {
    // A visit has no kind: the type filter does not apply to it.
    const where = and(eq(pageVisitTable.fid, fid), logWhere({ ts: pageVisitTable.ts, uid: pageVisitTable.uid }, f));
    return logPage(this.db, pageVisitTable, where, f);
  }

  listFacEvents(fid: number, f: LogFilter) {
    const where = and(eq(facEventTable.fid, fid), logWhere(facEventTable, f));
    return logPage(this.db, facEventTable, where, f);
  }

  /** Entries per local calendar day since `since`, for each of the three logs. */
  async countsPerDay(fid: number, since: Date) {
    // Grouped by position: the bound time-zone parameter makes the expression unequal to itself.
    const day = (ts: PgColumn) => sql<string>`to_char(${ts} at time zone ${this.timeZone}, 'YYYY-MM-DD')`;
    const [userLogs, visits, events, active] = await Promise.all([
      this.db
        .select({ day: day(userLogTable.ts), n: count() })
        .from(userLogTable)
        .where(and(this.userLogScope(fid), gte(userLogTable.ts, since)))
        .groupBy(sql`1`),
      this.db
        .select({ day: day(pageVisitTable.ts), n: count() })
        .from(pageVisitTable)
        .where(and(eq(pageVisitTable.fid, fid), gte(pageVisitTable.ts, since)))
        .groupBy(sql`1`),
      this.db
        .select({ day: day(facEventTable.ts), n: count() })
        .from(facEventTable)
        .where(and(eq(facEventTable.fid, fid), gte(facEventTable.ts, since)))
        .groupBy(sql`1`),
      this.db
        .select({ n: countDistinct(pageVisitTable.uid) })
        .from(pageVisitTable)
        .where(and(eq(pageVisitTable.fid, fid), gte(pageVisitTable.ts, since))),
    ]);
    return { userLogs, visits, events, activeUsers: active[0]?.n ?? 0 };
  }
}
