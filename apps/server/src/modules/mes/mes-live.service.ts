import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { EQUIP_KINDS, WO_OP_LABELS, type MesEquipPage, type MesLive, type Oee } from '@pfs/domain/mes';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { plantBatchTable } from '../plant/index.js';
import { userTable } from '../user/index.js';
import { equipView, kindsOf, type MesEquipRepository } from './mes-equip.repository.js';
import { weekStartOf } from './mes-oee-days.js';
import type { MesOeeService } from './mes-oee.service.js';
import { mesEquipSpanTable, mesWoTable } from './mes.table.js';

type WoBrief = NonNullable<MesLive['machines'][number]['current_wo']>;

const w = mesWoTable;
const s = mesEquipSpanTable;
const briefFields = {
  woId: w.woId,
  eqId: w.eqId,
  woNo: w.woNo,
  op: w.op,
  batchNo: plantBatchTable.batchNo,
  dishes: w.dishes,
  done: w.doneDishes,
  userName: userTable.cname,
  planEnd: w.planEnd,
};

/**
 * 设备实时: a page's machines now — state, today's dishes and minutes, the order on the machine and the next one
 * assigned to it, today's OEE — and the page's figures. Today's and this week's OEE come from MesOeeService, so
 * they are the OEE list's numbers for the same days.
 */
export class MesLiveService {
  constructor(
    private readonly db: Db,
    private readonly repo: MesEquipRepository,
    private readonly oee: MesOeeService,
    private readonly clock: Clock,
  ) {}

  /** This week's OEE of all the factory's machines in service: the home card's figure, from the same function as the pages'. */
  async weekOee(fid: number): Promise<Oee> {
    const today = this.clock.today();
    const machines = await this.repo.ofKinds(fid, [...EQUIP_KINDS], true);
    const week = await this.oee.figures(
      machines.map((m) => ({ eqId: m.e.eqId, name: m.e.name, capacity: m.e.capacity })),
      weekStartOf(today),
      today,
      'week',
    );
    return week.total;
  }

  async live(fid: number, page: MesEquipPage): Promise<MesLive> {
    const today = this.clock.today();
    const machines = await this.repo.ofKinds(fid, kindsOf(page), true);
    const ids = machines.map((m) => m.e.eqId);
    const [week, current, next] = await Promise.all([
      this.oee.figures(
        machines.map((m) => ({ eqId: m.e.eqId, name: m.e.name, capacity: m.e.capacity })),
        weekStartOf(today),
        today,
        'day',
      ),
      this.currentOrders(ids),
      this.nextOrders(ids),
    ]);
    const views = machines.map((m) => equipView(m, today));
    const rows = views.map((v) => {
      const t = week.rows.find((r) => r.eq_id === v.eq_id && r.period === today);
      return {
        equip: v,
        today_count: t?.count ?? 0,
        today_run_min: t?.run_min ?? 0,
        today_fault_min: t?.fault_min ?? 0,
        current_wo: current.get(v.eq_id) ?? null,
        next_wo: next.get(v.eq_id) ?? null,
        today: { availability: t?.availability ?? null, performance: t?.performance ?? null, quality: t?.quality ?? null, oee: t?.oee ?? null },
      };
    });
    const inState = (st: string) => views.filter((v) => v.state === st).length;
    return {
      machines: rows,
      kpi: {
        running: inState('run'),
        idle: inState('idle'),
        fault: inState('fault'),
        maint: inState('maint'),
        today_count: rows.reduce((n, r) => n + r.today_count, 0),
        open_faults: views.filter((v) => v.open_fault_id !== null).length,
        maint_due: views.filter((v) => v.maint_due).length,
        week_oee: week.total.oee,
      },
    };
  }

  private briefs() {
    return this.db.select(briefFields).from(w).leftJoin(plantBatchTable, eq(plantBatchTable.batchId, w.batchId)).leftJoin(userTable, eq(userTable.uid, w.uid));
  }

  /** The order each machine is on: its open span's order (running, or waiting after a fault). */
  private async currentOrders(ids: number[]): Promise<Map<number, WoBrief>> {
    if (ids.length === 0) return new Map();
    const open = await this.db
      .select({ eqId: s.eqId, woId: s.woId })
      .from(s)
      .where(and(inArray(s.eqId, ids), isNull(s.endedAt)));
    const byWo = new Map(open.filter((o) => o.woId !== null).map((o) => [o.woId!, o.eqId]));
    if (byWo.size === 0) return new Map();
    const rows = await this.briefs().where(inArray(w.woId, [...byWo.keys()]));
    return new Map(rows.map((r) => [byWo.get(r.woId)!, briefOf(r)]));
  }

  /** The earliest-planned order assigned (已派工) to each machine and not yet started. */
  private async nextOrders(ids: number[]): Promise<Map<number, WoBrief>> {
    if (ids.length === 0) return new Map();
    const rows = await this.briefs()
      .where(and(inArray(w.eqId, ids), eq(w.status, 'assigned')))
      .orderBy(asc(w.planStart), asc(w.woId));
    const out = new Map<number, WoBrief>();
    for (const r of rows) if (r.eqId !== null && !out.has(r.eqId)) out.set(r.eqId, briefOf(r));
    return out;
  }
}

function briefOf(r: { woId: number; woNo: string; op: keyof typeof WO_OP_LABELS; batchNo: string | null; dishes: number; done: number; userName: string | null; planEnd: Date }): WoBrief {
  return {
    wo_id: r.woId,
    wo_no: r.woNo,
    op_label: WO_OP_LABELS[r.op],
    batch_no: r.batchNo ?? '',
    dishes: r.dishes,
    done_dishes: r.done,
    user_name: r.userName ?? '',
    plan_end: r.planEnd.toISOString(),
  };
}
