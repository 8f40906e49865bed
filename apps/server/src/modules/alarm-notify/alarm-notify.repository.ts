import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fetchPage } from '../../lib/paging.js';
import { deleteRows, firstRow, insertReturning, updateReturning } from '../../lib/row-lookups.js';
import { alarmTable } from '../alarm/index.js';
import { facilityTable } from '../facility/index.js';
import { membershipTable } from '../member/index.js';
import { userTable } from '../user/index.js';
import { notifyChannelTable, notifyOutboxTable, notifyRuleTable, type NotifyAttempt } from './notify-channel.table.js';

export type ChannelRow = typeof notifyChannelTable.$inferSelect;
export type RuleRow = typeof notifyRuleTable.$inferSelect;
export type OutboxRow = typeof notifyOutboxTable.$inferSelect;
export type NewOutbox = typeof notifyOutboxTable.$inferInsert;
export type LogFilter = { page: number; size: number; status?: OutboxRow['status']; channel_id?: number; alarm_id?: number; start?: Date; end?: Date };
/** Alarms first raised longer ago than this are not announced any more (a server that was down for a day). */
const ANNOUNCE_WITHIN = sql`interval '24 hours'`;

/** The channel of the factory with this id: what its read and update match. */
const theChannel = (fid: number, channelId: number) => and(eq(notifyChannelTable.fid, fid), eq(notifyChannelTable.channelId, channelId))!;
/** The rule of the factory with this id: what its read, update and delete match. */
const theRule = (fid: number, ruleId: number) => and(eq(notifyRuleTable.fid, fid), eq(notifyRuleTable.ruleId, ruleId))!;

export class AlarmNotifyRepository {
  constructor(private readonly db: Db) {}

  async facName(fid: number) {
    const [row] = await this.db.select({ name: facilityTable.facName }).from(facilityTable).where(eq(facilityTable.fid, fid));
    return row?.name ?? '';
  }

  channels(fid: number) {
    return this.db.select().from(notifyChannelTable).where(eq(notifyChannelTable.fid, fid)).orderBy(notifyChannelTable.channelId);
  }

  channel(fid: number, channelId: number): Promise<ChannelRow | undefined> {
    return firstRow(this.db, notifyChannelTable, theChannel(fid, channelId));
  }

  insertChannel(v: typeof notifyChannelTable.$inferInsert) {
    return insertReturning(this.db, notifyChannelTable, v);
  }

  async updateChannel(fid: number, channelId: number, v: Partial<ChannelRow>) {
    await updateReturning(this.db, notifyChannelTable, { ...v, updatedAt: new Date() }, theChannel(fid, channelId));
  }

  rules(fid?: number) {
    const q = this.db.select().from(notifyRuleTable);
    return (fid === undefined ? q.where(eq(notifyRuleTable.enabled, true)) : q.where(eq(notifyRuleTable.fid, fid))).orderBy(notifyRuleTable.ruleId);
  }

  rule(fid: number, ruleId: number): Promise<RuleRow | undefined> {
    return firstRow(this.db, notifyRuleTable, theRule(fid, ruleId));
  }

  insertRule(v: typeof notifyRuleTable.$inferInsert) {
    return insertReturning(this.db, notifyRuleTable, v);
  }

  async updateRule(fid: number, ruleId: number, v: Partial<RuleRow>) {
    await updateReturning(this.db, notifyRuleTable, { ...v, updatedAt: new Date() }, theRule(fid, ruleId));
  }

  deleteRule(fid: number, ruleId: number) {
    return deleteRows(this.db, notifyRuleTable.ruleId, theRule(fid, ruleId));
  }

  /** The factory's enabled members with their account's contacts. */
  members(fid: number) {
    return this.db
      .select({ uid: userTable.uid, cname: userTable.cname, email: userTable.email, mobile: userTable.mobile })
      .from(membershipTable)
      .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
      .where(and(eq(membershipTable.fid, fid), eq(membershipTable.status, 'enabled'), eq(userTable.status, 'enabled')))
      .orderBy(userTable.uid);
  }

  /** Open alarms raised since an enabled rule of their factory was made that the rule has not announced yet. */
  unannounced(now: Date) {
    return this.db
      .select({ alarm: alarmTable, ruleId: notifyRuleTable.ruleId, facName: facilityTable.facName })
      .from(alarmTable)
      .innerJoin(notifyRuleTable, and(eq(notifyRuleTable.fid, alarmTable.fid), eq(notifyRuleTable.enabled, true)))
      .innerJoin(facilityTable, eq(facilityTable.fid, alarmTable.fid))
      .where(
        and(
          eq(alarmTable.status, 'valid'),
          gte(alarmTable.firstAt, notifyRuleTable.createdAt),
          sql`(cardinality(${notifyRuleTable.levels}) = 0 or ${alarmTable.level} = any(${notifyRuleTable.levels}))`,
          sql`${alarmTable.firstAt} >= ${now}::timestamptz - ${ANNOUNCE_WITHIN}`,
          sql`not exists (select 1 from ${notifyOutboxTable} o where o.alarm_id = ${alarmTable.alarmId} and o.rule_id = ${notifyRuleTable.ruleId})`,
        ),
      );
  }

  /** Per open, unacknowledged alarm and rule: the highest step announced so far and when it was (last) due — where escalation starts from. */
  announcedSteps() {
    return (
      this.db
        .select({
          alarm: alarmTable,
          facName: facilityTable.facName,
          ruleId: notifyOutboxTable.ruleId,
          step: sql<number>`max(${notifyOutboxTable.step})`.mapWith(Number),
          lastDue: sql<Date>`max(${notifyOutboxTable.dueAt})`.mapWith((v: string | Date) => new Date(v)),
        })
        .from(notifyOutboxTable)
        .innerJoin(alarmTable, eq(alarmTable.alarmId, notifyOutboxTable.alarmId))
        .innerJoin(facilityTable, eq(facilityTable.fid, alarmTable.fid))
        // Acknowledged (someone is on it) or closed: nobody further up the chain is woken.
        .where(and(eq(alarmTable.status, 'valid'), isNull(alarmTable.ackedAt), isNotNull(notifyOutboxTable.ruleId)))
        .groupBy(alarmTable.alarmId, facilityTable.facName, notifyOutboxTable.ruleId)
    );
  }

  async enqueue(rows: NewOutbox[]) {
    if (rows.length === 0) return [];
    return this.db.insert(notifyOutboxTable).values(rows).onConflictDoNothing().returning();
  }

  /** Messages whose time has come, oldest first, with their channel and (when about an alarm) its status. */
  due(now: Date, limit: number) {
    return this.db
      .select({ send: notifyOutboxTable, channel: notifyChannelTable, alarmStatus: alarmTable.status, alarmAckedAt: alarmTable.ackedAt })
      .from(notifyOutboxTable)
      .leftJoin(notifyChannelTable, eq(notifyChannelTable.channelId, notifyOutboxTable.channelId))
      .leftJoin(alarmTable, eq(alarmTable.alarmId, notifyOutboxTable.alarmId))
      .where(and(eq(notifyOutboxTable.status, 'pending'), lte(notifyOutboxTable.dueAt, now)))
      .orderBy(notifyOutboxTable.dueAt, notifyOutboxTable.sendId)
      .limit(limit);
  }

  async settle(
    sendId: number,
    v: { status: OutboxRow['status']; attempts: number; lastError: string; attemptLog: NotifyAttempt[]; dueAt?: Date; sentAt?: Date },
  ) {
    await this.db.update(notifyOutboxTable).set(v).where(eq(notifyOutboxTable.sendId, sendId));
  }

  log(fid: number, f: LogFilter) {
    const o = notifyOutboxTable;
    const where = and(
      eq(o.fid, fid),
      f.status ? eq(o.status, f.status) : undefined,
      f.channel_id ? eq(o.channelId, f.channel_id) : undefined,
      f.alarm_id ? eq(o.alarmId, f.alarm_id) : undefined,
      f.start ? gte(o.createdAt, f.start) : undefined,
      f.end ? lte(o.createdAt, f.end) : undefined,
    ) as SQL;
    const [c, r, a] = [notifyChannelTable, notifyRuleTable, alarmTable];
    const rows = this.db
      .select({ send: o, channelName: c.name, channelKind: c.kind, ruleName: r.name, alarmTitle: a.title, alarmLevel: a.level })
      .from(o)
      .innerJoin(c, eq(c.channelId, o.channelId))
      .leftJoin(r, eq(r.ruleId, o.ruleId))
      .leftJoin(a, eq(a.alarmId, o.alarmId))
      .where(where)
      .orderBy(desc(o.createdAt), desc(o.sendId));
    return fetchPage(
      rows,
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(o)
        .where(where),
      f,
    );
  }

  /** Whether every id names a channel of the factory. */
  async channelsExist(fid: number, ids: number[]) {
    const found = await this.db
      .select({ id: notifyChannelTable.channelId })
      .from(notifyChannelTable)
      .where(and(eq(notifyChannelTable.fid, fid), inArray(notifyChannelTable.channelId, ids)));
    return found.length === new Set(ids).size;
  }
}
