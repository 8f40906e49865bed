import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { dayDiff } from '@pfs/domain/plant';
import type { MesEquipPage, MesOeePeriod, MesOeeRow, Oee } from '@pfs/domain/mes';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { kindsOf, type MesEquipRepository } from './mes-equip.repository.js';
import { dayBoundsMs, dayStartMs } from './mes-oee-days.js';
import { oeePeriodsOf, oeeRowsOf, oeeTotalOf, type OeeMachine } from './mes-oee.js';
import { EQUIP_NOT_FOUND } from './mes-span.js';
import { mesEquipSpanTable, mesMaintTable, mesWoTable } from './mes.table.js';

/** The longest range the OEE list covers: a year, by day or by week. */
export const MES_OEE_MAX_DAYS = 366;

const s = mesEquipSpanTable;
const w = mesWoTable;
const mt = mesMaintTable;

/** Reads the spans, maintenance and rejects a range needs and hands them to `oeeRowsOf`. */
export class MesOeeService {
  constructor(
    private readonly db: Db,
    private readonly repo: MesEquipRepository,
    private readonly clock: Clock,
  ) {}

  /** 设备 OEE of a page's machines (or one of them) by day or week, and their total. */
  async list(fid: number, q: { eq_page: MesEquipPage; from: string; to: string; by: 'day' | 'week'; eq_id?: number }): Promise<{ rows: MesOeeRow[]; periods: MesOeePeriod[]; total: Oee }> {
    if (q.to < q.from) throw badRequest('结束日期 to 不能早于开始日期 from');
    const days = dayDiff(q.from, q.to) + 1;
    if (days > MES_OEE_MAX_DAYS) throw badRequest(`统计范围最多 ${MES_OEE_MAX_DAYS} 天（所选 ${days} 天），请缩短开始日期 from 到结束日期 to 的范围`);
    const rows = await this.repo.ofKinds(fid, kindsOf(q.eq_page), false);
    const chosen = q.eq_id ? rows.filter((r) => r.e.eqId === q.eq_id) : rows;
    if (q.eq_id && chosen.length === 0) throw notFound(EQUIP_NOT_FOUND);
    const machines = chosen.map((r) => ({ eqId: r.e.eqId, name: r.e.name, capacity: r.e.capacity }));
    return this.figures(machines, q.from, q.to, q.by);
  }

  /** The rows and their total for these machines: what the live page and the OEE list both show. */
  async figures(machines: OeeMachine[], from: string, to: string, by: 'day' | 'week'): Promise<{ rows: MesOeeRow[]; periods: MesOeePeriod[]; total: Oee }> {
    const tz = this.clock.timeZone;
    const ids = machines.map((m) => m.eqId);
    if (ids.length === 0) return { rows: [], periods: [], total: oeeTotalOf([], () => 0) };
    const start = new Date(dayStartMs(tz, from));
    const end = new Date(dayBoundsMs(tz, to)[1]);
    const [spans, windows, maints, rejects] = await Promise.all([
      this.db
        .select({ eqId: s.eqId, state: s.state, startedAt: s.startedAt, endedAt: s.endedAt, count: s.count, woId: s.woId })
        .from(s)
        .where(and(inArray(s.eqId, ids), lt(s.startedAt, end), or(isNull(s.endedAt), gt(s.endedAt, start)))),
      this.db
        .select({ eqId: w.eqId, from: w.planStart, to: w.planEnd })
        .from(w)
        .where(and(inArray(w.eqId, ids), ne(w.status, 'cancelled'), lt(w.planStart, end), gt(w.planEnd, start))),
      this.db
        .select({ eqId: mt.eqId, day: mt.day, minutes: mt.minutes })
        .from(mt)
        .where(and(inArray(mt.eqId, ids), eq(mt.kind, 'plan'), gte(mt.day, from), lte(mt.day, to))),
      this.db
        .select({ eqId: w.eqId, day: sql<string>`to_char(${w.doneAt} at time zone ${tz}, 'YYYY-MM-DD')`, reject: w.reject })
        .from(w)
        .where(and(inArray(w.eqId, ids), isNotNull(w.doneAt), gte(w.doneAt, start), lt(w.doneAt, end), gt(w.reject, 0))),
    ]);
    const rows = oeeRowsOf({
      timeZone: tz,
      now: this.clock.now(),
      from,
      to,
      by,
      machines,
      spans: spans.map((x) => ({ eqId: x.eqId, state: x.state, from: x.startedAt.getTime(), to: x.endedAt?.getTime() ?? null, count: x.count, woId: x.woId })),
      windows: windows.map((x) => ({ eqId: x.eqId!, from: x.from.getTime(), to: x.to.getTime() })),
      maints,
      rejects: rejects.map((r) => ({ eqId: r.eqId!, day: r.day, reject: r.reject })),
    });
    const capacity = new Map(machines.map((m) => [m.eqId, m.capacity]));
    const capacityOf = (id: number) => capacity.get(id) ?? 0;
    return { rows, periods: oeePeriodsOf(rows, capacityOf), total: oeeTotalOf(rows, capacityOf) };
  }
}
