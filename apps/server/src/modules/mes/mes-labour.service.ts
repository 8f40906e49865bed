import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { dishesPerHour, type MesLabour, type WoOp } from '@pfs/domain/mes';
import { addDays } from '@pfs/domain/plant';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { userTable } from '../user/index.js';
import { mesWoLogTable, mesWoTable } from './mes.table.js';
import { localTime } from './mes-wo-view.js';
import { lateSql, type MesWoRepository } from './mes-wo.repository.js';

type LabourFilter = { from: string; to: string; by: 'day' | 'week'; op?: WoOp; team?: string };
const hours = (min: number) => Math.round((min / 60) * 10) / 10;
const MAX_DAYS = 366;
/** Grouped by the select's first two columns: the period is an expression with a parameter, repeated it would differ. */
const BY_FIRST_TWO = sql.raw('1, 2');

/**
 * 工时统计: from the completions (each part's dishes and labour, on the day it was recorded), per day or week and
 * operation, and per person who recorded them; dishes per labour hour by `dishesPerHour`.
 */
export class MesLabourService {
  constructor(
    private readonly repo: MesWoRepository,
    private readonly clock: Clock,
  ) {}

  async labour(fid: number, f: LabourFilter): Promise<MesLabour> {
    if (f.to < f.from) throw badRequest('结束日期 to 不能早于开始日期 from');
    if (f.to > addDays(f.from, MAX_DAYS)) throw badRequest(`统计范围最多 ${MAX_DAYS} 天`);
    const tz = this.clock.timeZone;
    const l = mesWoLogTable;
    const w = mesWoTable;
    const local = sql`(${l.at} at time zone ${tz})`;
    const period = f.by === 'day' ? sql<string>`to_char(${local}::date, 'YYYY-MM-DD')` : sql<string>`to_char(date_trunc('week', ${local})::date, 'YYYY-MM-DD')`;
    const where: SQL | undefined = and(
      eq(l.fid, fid),
      eq(l.action, 'finish'),
      sql`${l.at} >= ${localTime(f.from, tz)}`,
      lt(l.at, localTime(addDays(f.to, 1), tz)),
      f.op ? eq(w.op, f.op) : undefined,
      f.team ? eq(w.team, f.team) : undefined,
    );
    const late = sql<number>`count(distinct ${w.woId}) filter (where ${lateSql(new Date(this.clock.now()))})`.mapWith(Number);
    const sums = {
      orders: sql<number>`count(distinct ${w.woId})`.mapWith(Number),
      dishes: sql<number>`coalesce(sum(${l.dishes}), 0)`.mapWith(Number),
      labour: sql<number>`coalesce(sum(${l.labourMin}), 0)`.mapWith(Number),
    };
    const db = this.repo.db;
    const [rows, people, [total]] = await Promise.all([
      db.select({ period, op: w.op, ...sums, late }).from(l).innerJoin(w, eq(w.woId, l.woId)).where(where).groupBy(BY_FIRST_TWO).orderBy(BY_FIRST_TWO),
      db.select({ uid: l.byUid, name: userTable.cname, ...sums }).from(l).innerJoin(w, eq(w.woId, l.woId)).leftJoin(userTable, eq(userTable.uid, l.byUid)).where(where).groupBy(l.byUid, userTable.cname),
      db.select({ ...sums, late }).from(l).innerJoin(w, eq(w.woId, l.woId)).where(where),
    ]);
    const t = total ?? { orders: 0, dishes: 0, labour: 0, late: 0 };
    return {
      rows: rows.map((r) => ({ period: r.period, op: r.op, orders: r.orders, dishes: r.dishes, labour_hours: hours(r.labour), dishes_per_hour: dishesPerHour(r.dishes, r.labour), late: r.late })),
      people: people
        .filter((p) => p.uid !== null)
        .map((p) => ({ uid: p.uid!, user_name: p.name ?? '', orders: p.orders, dishes: p.dishes, labour_hours: hours(p.labour), dishes_per_hour: dishesPerHour(p.dishes, p.labour) }))
        .sort((a, b) => b.labour_hours - a.labour_hours || a.uid - b.uid),
      total: { orders: t.orders, dishes: t.dishes, labour_hours: hours(t.labour), dishes_per_hour: dishesPerHour(t.dishes, t.labour), late: t.late },
    };
  }
}
