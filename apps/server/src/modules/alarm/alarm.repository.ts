import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userTable } from '../user/user.table.js';
import { gatewayTable, pointTable } from '../iot/iot.table.js';
import { alarmTable, pointAlarmCfgTable } from './alarm.table.js';

export type NewAlarm = { fid: number; sourceType: 'point' | 'gateway' | 'request'; sourceId: number; alarmType: string; level: number; title: string; lastValue?: number | null };
export type AlarmFilter = { page: number; size: number; status?: 'valid' | 'closed'; level?: number; type?: string; start?: Date; end?: Date };

export class AlarmRepository {
  constructor(private readonly db: Db) {}

  /** Raises or repeats: the open alarm of the same source and type counts up instead of a new row. */
  async raise(a: NewAlarm) {
    const [row] = await this.db
      .insert(alarmTable)
      .values({ ...a, lastValue: a.lastValue ?? null })
      .onConflictDoUpdate({
        target: [alarmTable.fid, alarmTable.sourceType, alarmTable.sourceId, alarmTable.alarmType],
        targetWhere: sql`status = 'valid'`,
        set: { count: sql`${alarmTable.count} + 1`, lastAt: sql`now()`, lastValue: sql`excluded.last_value`, level: sql`excluded.level`, title: sql`excluded.title` },
      })
      .returning();
    return row!;
  }

  async closeWhere(where: SQL, by: number | null, reason: string) {
    return this.db
      .update(alarmTable)
      .set({ status: 'closed', closedAt: sql`now()`, closedBy: by, closeReason: reason })
      .where(and(eq(alarmTable.status, 'valid'), where))
      .returning({ alarmId: alarmTable.alarmId });
  }

  get(fid: number, alarmId: number) {
    return this.db.select().from(alarmTable).where(and(eq(alarmTable.fid, fid), eq(alarmTable.alarmId, alarmId))).then((r) => r[0]);
  }

  async list(fid: number, f: AlarmFilter) {
    const where = and(
      eq(alarmTable.fid, fid),
      f.status ? eq(alarmTable.status, f.status) : undefined,
      f.level !== undefined ? eq(alarmTable.level, f.level) : undefined,
      f.type ? eq(alarmTable.alarmType, f.type) : undefined,
      f.start ? gte(alarmTable.lastAt, f.start) : undefined,
      f.end ? lt(alarmTable.firstAt, f.end) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ alarm: alarmTable, closedByName: userTable.cname })
        .from(alarmTable)
        .leftJoin(userTable, eq(userTable.uid, alarmTable.closedBy))
        .where(where)
        .orderBy(desc(alarmTable.lastAt), desc(alarmTable.alarmId))
        .limit(f.size)
        .offset((f.page - 1) * f.size),
      this.db.select({ n: count() }).from(alarmTable).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  allCfg() {
    return this.db.select().from(pointAlarmCfgTable);
  }

  async saveCfg(c: typeof pointAlarmCfgTable.$inferInsert) {
    await this.db
      .insert(pointAlarmCfgTable)
      .values(c)
      .onConflictDoUpdate({ target: pointAlarmCfgTable.pointId, set: { high: c.high, low: c.low, level: c.level, delayS: c.delayS, enabled: c.enabled } });
  }

  /** Names for alarm titles: the point's and its gateway's. */
  pointLabel(pointId: number) {
    return this.db
      .select({ name: pointTable.name, code: pointTable.code, unit: pointTable.unit, kind: pointTable.kind, gwName: gatewayTable.name, fid: gatewayTable.fid })
      .from(pointTable)
      .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
      .where(eq(pointTable.pointId, pointId))
      .then((r) => r[0]);
  }

  gatewayLabel(gwId: number) {
    return this.db.select({ name: gatewayTable.name, fid: gatewayTable.fid }).from(gatewayTable).where(eq(gatewayTable.gwId, gwId)).then((r) => r[0]);
  }
}
