import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { AREA_KIND_LABELS, DISH_AREA_KINDS, addDays, dayDiff, plannedSchedule, type AreaKind } from '@pfs/domain/plant';
import {
  DEFAULT_LOSS_RATE,
  ORDER_STATUS_LABELS,
  backSchedule,
  reservationsOfBatch,
  reservationsOfPlan,
  type DueSowing,
  type GanttRow,
  type OrderDetail,
  type OrderPlan,
  type PlanBatchView,
  type PlannedBatch,
  type Reservation,
  type ScheduleArea,
  type ScheduleLine,
  type Shortage,
} from '@pfs/domain/sales';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { PlantService } from '../plant/index.js';
import type { SyslogService } from '../syslog/index.js';
import type { PlanRow, SalesPlanRepository } from './sales-plan.repository.js';
import type { PlanSpec, SalesSourceRepository } from './sales-source.repository.js';
import type { LineRow, OrderRow, Q, SalesRepository } from './sales.repository.js';
import type { SalesService } from './sales.service.js';
import { orderForecast } from './sales-forecast.js';

type LinePlanInput = { line: LineRow; spec: PlanSpec; loss: number };
type Ctx = { areas: ScheduleArea[]; areaName: Map<number, string>; kindOf: Map<number, AreaKind>; held: Reservation[]; lines: LinePlanInput[]; active: Reservation[] };

/** Loss rates are measured over the batches closed in the last year. */
const LOSS_WINDOW_DAYS = 365;

/** 订单排产: plans an order back from its delivery date, accepts a plan as planned batches, sows them, shows progress. */
export class SalesPlanService {
  constructor(
    private readonly orders: SalesService,
    private readonly repo: SalesRepository,
    private readonly plans: SalesPlanRepository,
    private readonly source: SalesSourceRepository,
    private readonly plants: PlantService,
    private readonly syslog: SyslogService,
    private readonly today: () => string,
  ) {}

  /**
   * What the scheduler needs: areas with capacity, what batches in process hold in them, each line's spec and
   * loss rate, and (`held`) all that plus the other orders' planned batches. Read outside any transaction:
   * spec versions come through the crop spec module on its own connection.
   */
  private async context(q: Q, fid: number, order: OrderRow): Promise<Ctx> {
    const today = this.today();
    const [areaRows, active, planned, lines] = await Promise.all([
      this.source.areas(q, fid),
      this.plans.activePlaces(q, fid),
      this.plans.plannedPlaces(q, fid, order.orderId),
      this.repo.lines(q, [order.orderId]),
    ]);
    const usable = areaRows.filter((a) => a.enabled && DISH_AREA_KINDS.includes(a.kind));
    const areas = usable.map((a) => ({ area_id: a.areaId, name: a.name, kind: a.kind, capacity: a.capacity }));
    const kindOf = new Map<number, AreaKind>(areaRows.map((a) => [a.areaId, a.kind]));
    const held: Reservation[] = [];
    const byBatch = new Map<number, typeof active>();
    for (const p of active) byBatch.set(p.batchId, [...(byBatch.get(p.batchId) ?? []), p]);
    for (const places of byBatch.values()) {
      const spec = await this.source.version(fid, places[0]!.specId, places[0]!.specVer);
      if (!spec) continue;
      const withKind = places.flatMap((p) => {
        const kind = kindOf.get(p.areaId);
        return kind ? [{ phase: p.phase, area_id: p.areaId, kind, dishes: p.dishes, since: p.since }] : [];
      });
      held.push(...reservationsOfBatch(spec, withKind, today));
    }
    const since = addDays(today, -LOSS_WINDOW_DAYS);
    const withSpecs: LinePlanInput[] = [];
    for (const line of lines) {
      const spec = (await this.source.read(fid, line.specId))?.spec;
      if (!spec) throw notFound(`品种规格 ${line.specId} 不存在`);
      withSpecs.push({ line, spec, loss: (await this.plans.lossRate(q, fid, line.specId, since)) ?? DEFAULT_LOSS_RATE });
    }
    return { areas, areaName: new Map(areaRows.map((a) => [a.areaId, a.name])), kindOf, held: [...held, ...reservationsOfPlan(planned, (id) => kindOf.get(id))], lines: withSpecs, active: held };
  }

  private run(ctx: Ctx, delivery: string) {
    const lines: ScheduleLine[] = ctx.lines.map((l) => ({ key: l.line.lineId, spec: l.spec, qty_kg: l.line.qtyKg, loss_rate: l.loss }));
    return backSchedule({ today: this.today(), delivery_date: delivery, lines, areas: ctx.areas, held: ctx.held });
  }

  private batchView(ctx: Ctx, b: PlannedBatch): PlanBatchView {
    const l = ctx.lines.find((x) => x.line.lineId === b.key)!;
    return {
      line_id: b.key,
      spec_id: l.spec.spec_id,
      spec_ver: l.spec.ver,
      crop: l.line.crop,
      variety: l.line.variety,
      qty_kg: l.line.qtyKg,
      sow_date: b.sow_date,
      pick_date: b.pick_date,
      dishes: b.dishes,
      plants: b.plants,
      expected_kg: b.expected_kg,
      loss_rate: Math.round(l.loss * 10_000) / 10_000,
      places: b.places.map((p) => ({ ...p, area_name: ctx.areaName.get(p.area_id) ?? `区域 ${p.area_id}` })),
    };
  }

  private shortageView(ctx: Ctx, s: Shortage) {
    const l = ctx.lines.find((x) => x.line.lineId === s.key)!;
    return { line_id: s.key, crop: l.line.crop, variety: l.line.variety, phase: s.phase, area_kind: s.kind, date: s.date, need: s.need, free: s.free, area_names: s.area_names };
  }

  /** The plan for the order on its delivery date (or `delivery`), or why not and the earliest date that fits. */
  async schedule(fid: number, orderId: number, delivery?: string): Promise<OrderPlan> {
    const order = await this.orders.must(this.repo.db, fid, orderId);
    const ctx = await this.context(this.repo.db, fid, order);
    return this.planView(ctx, delivery ?? order.deliveryDate);
  }

  private planView(ctx: Ctx, delivery: string): OrderPlan {
    const r = this.run(ctx, delivery);
    if (r.ok) return { ok: true, delivery_date: delivery, reason: null, message: `可以按期交货：${r.batches.length} 个批次，最早 ${r.batches.map((b) => b.sow_date).sort()[0]} 播种`, batches: r.batches.map((b) => this.batchView(ctx, b)), shortages: [], earliest: null };
    const earliest = r.earliest ? { delivery_date: r.earliest.delivery_date, batches: r.earliest.batches.map((b) => this.batchView(ctx, b)) } : null;
    const shortages = r.shortages.map((s) => this.shortageView(ctx, s));
    const then = earliest ? `，最早可在 ${earliest.delivery_date} 交货` : `，${180} 天内都排不下`;
    const why =
      r.reason === 'past'
        ? `按 ${delivery} 交货须在今天之前播种`
        : r.reason === 'no_yield'
          ? '有品种规格没有设置每盘预期产量，无法计算播种盘数'
          : shortages
              .map((s) => `${s.crop} ${s.variety} 的${PLANT_PHASE_LABELS[s.phase]}阶段在 ${s.date} ${AREA_KIND_LABELS[s.area_kind]}区域只剩 ${s.free} 个盘位，需要 ${s.need} 盘`)
              .join('；');
    return { ok: false, delivery_date: delivery, reason: r.reason, message: `${why}${r.reason === 'no_yield' ? '' : then}`, batches: [], shortages, earliest };
  }

  /**
   * Accepts the plan for `delivery`: planned batches are written and the order becomes 已排产 (its delivery
   * date moved when another was chosen). The plan is computed again under the order's lock, so what is
   * written is what fits now, not what fitted when the dialog opened.
   */
  async accept(fid: number, orderId: number, seen: number, delivery: string, uid: number): Promise<string> {
    const read = await this.context(this.repo.db, fid, await this.orders.must(this.repo.db, fid, orderId));
    const msg = await this.repo.transaction(async (tx) => {
      // One plan accepted at a time per factory: the other orders' plans are read again under the lock.
      await this.plans.lockPlanning(tx, fid);
      const order = await this.orders.must(tx, fid, orderId, true);
      if (order.status !== 'draft') throw badRequest(`订单 ${order.orderNo} ${ORDER_STATUS_LABELS[order.status]}，只有草稿可以排产`);
      if (order.version !== seen) throw conflict(`订单 ${order.orderNo} 已被他人修改，请刷新后再排产`);
      const planned = await this.plans.plannedPlaces(tx, fid, orderId);
      const ctx: Ctx = { ...read, held: [...read.active, ...reservationsOfPlan(planned, (id) => read.kindOf.get(id))] };
      const r = this.run(ctx, delivery);
      if (!r.ok) throw badRequest(this.planView(ctx, delivery).message);
      await this.plans.insert(
        tx,
        r.batches.map((b) => {
          const l = ctx.lines.find((x) => x.line.lineId === b.key)!;
          return { fid, orderId, lineId: b.key, specId: l.spec.spec_id, specVer: l.spec.ver, sowDate: b.sow_date, pickDate: b.pick_date, dishes: b.dishes, plants: b.plants, expectedKg: b.expected_kg, places: b.places };
        }),
      );
      if (!(await this.repo.setStatus(tx, fid, orderId, seen, 'scheduled', { deliveryDate: delivery }))) throw conflict(`订单 ${order.orderNo} 已被他人修改，请刷新后再排产`);
      const moved = delivery !== order.deliveryDate ? `，交货日期改为 ${delivery}` : '';
      return `订单 ${order.orderNo} 已排产：${r.batches.length} 个计划批次${moved}`;
    });
    await this.syslog.facEvent({ fid, uid, type: 'sales', detail: msg });
    return msg;
  }

  /** After a scheduled order was edited: planned again on its delivery date; left a draft when it no longer fits. */
  async replan(fid: number, orderId: number, uid: number): Promise<string> {
    const order = await this.orders.must(this.repo.db, fid, orderId);
    const plan = await this.schedule(fid, orderId);
    if (!plan.ok) return `订单已保存，原排产已释放；${plan.message}，请重新排产`;
    await this.accept(fid, orderId, order.version, order.deliveryDate, uid);
    return '订单已保存并重新排产';
  }

  release = (tx: Parameters<SalesPlanRepository['release']>[0], orderId: number) => this.plans.release(tx, orderId);

  /** The loss rate the plan assumed: expected kg against every plant sown yielding. */
  private async plannedLoss(r: PlanRow): Promise<number> {
    const spec = await this.source.version(r.fid, r.specId, r.specVer);
    const full = spec && spec.grow_plants_per_dish > 0 ? (r.plants * spec.yield_kg_per_dish) / spec.grow_plants_per_dish : 0;
    return full > 0 ? Math.max(0, Math.round((1 - r.expectedKg / full) * 10_000) / 10_000) : 0;
  }

  private planBatch(r: PlanRow, areaName: Map<number, string>, qtyOf: Map<number, number>, loss: number) {
    return {
      plan_id: r.planId,
      order_id: r.orderId,
      line_id: r.lineId,
      spec_id: r.specId,
      spec_ver: r.specVer,
      crop: r.crop,
      variety: r.variety,
      qty_kg: qtyOf.get(r.lineId) ?? 0,
      sow_date: r.sowDate,
      pick_date: r.pickDate,
      dishes: r.dishes,
      plants: r.plants,
      expected_kg: r.expectedKg,
      loss_rate: loss,
      places: r.places.map((p) => ({ ...p, area_name: areaName.get(p.area_id) ?? `区域 ${p.area_id}` })),
      status: r.status,
      batch_id: r.batchId,
      batch_no: r.batchNo,
      batch_status: r.batchStatus,
      phase: r.phase,
      plants_now: r.plantsNow,
      plants_lost: r.plantsLost,
      kg_harvested: r.kgHarvested,
    };
  }

  /** The order with its planned batches, their progress, and whether it will be on time. */
  async detail(fid: number, orderId: number): Promise<OrderDetail> {
    const order = await this.orders.must(this.repo.db, fid, orderId);
    const [[view], rows, areas] = await Promise.all([this.orders.views(this.repo.db, [order]), this.plans.plansOf(this.repo.db, [orderId]), this.source.areas(this.repo.db, fid)]);
    const areaName = new Map(areas.map((a) => [a.areaId, a.name]));
    const qtyOf = new Map(view!.lines.map((l) => [l.line_id, l.qty_kg]));
    const plans = await Promise.all(rows.map(async (r) => this.planBatch(r, areaName, qtyOf, await this.plannedLoss(r))));
    return { ...view!, cust_kind: order.custKind, plans, forecast: await orderForecast(this.repo.db, { plans: this.plans, source: this.source }, fid, view!, rows, this.today()) };
  }

  /** Orders and their batches' planned phases over a window (the Gantt). */
  async gantt(fid: number, from: string, to: string, status?: OrderRow['status']): Promise<GanttRow[]> {
    if (to < from) throw badRequest('结束日期不能早于开始日期');
    if (dayDiff(from, to) > 400) throw badRequest('甘特图最多显示 400 天');
    const orders = await this.repo.inWindow(fid, from, to, status);
    const rows = await this.plans.plansOf(
      this.repo.db,
      orders.map((o) => o.orderId),
    );
    const specs = new Map<string, PlanSpec | null>();
    const out: GanttRow[] = [];
    for (const o of orders) {
      const batches = [];
      for (const r of rows.filter((x) => x.orderId === o.orderId && x.status !== 'released')) {
        const key = `${r.specId}:${r.specVer}`;
        if (!specs.has(key)) specs.set(key, await this.source.version(r.fid, r.specId, r.specVer));
        const spec = specs.get(key);
        const phases = spec ? plannedSchedule(spec, r.sowDate).filter((p) => p.days > 0).map((p) => ({ phase: p.phase, start: p.start, end: p.end })) : [];
        batches.push({ plan_id: r.planId, label: r.batchNo ?? `${r.crop} ${r.variety}`, status: r.status, phases, batch_id: r.batchId });
      }
      out.push({ order_id: o.orderId, order_no: o.orderNo, cust_name: o.custName, status: o.status, delivery_date: o.deliveryDate, batches });
    }
    return out;
  }

  /** Planned batches to sow within `days` (late ones first). */
  async due(fid: number, days: number): Promise<DueSowing[]> {
    const today = this.today();
    const [rows, areas] = await Promise.all([this.plans.due(fid, addDays(today, days)), this.source.areas(this.repo.db, fid)]);
    const areaName = new Map(areas.map((a) => [a.areaId, a.name]));
    return rows.map((r) => ({
      plan_id: r.planId,
      order_id: r.orderId,
      order_no: r.orderNo,
      cust_name: r.custName,
      delivery_date: r.deliveryDate,
      spec_id: r.specId,
      crop: r.crop,
      variety: r.variety,
      sow_date: r.sowDate,
      late_days: dayDiff(r.sowDate, today),
      dishes: r.dishes,
      plants: r.plants,
      expected_kg: r.expectedKg,
      places: r.places.map((p) => ({ ...p, area_name: areaName.get(p.area_id) ?? `区域 ${p.area_id}` })),
    }));
  }

  /**
   * 播种 a planned batch: a normal batch is sown into the plan's first-phase areas (capacity, seed and the
   * spec's rules checked by the planting module as for any sowing) and linked to the plan; the order becomes
   * 生产中. The plan is claimed first so two clicks cannot sow it twice.
   */
  async sow(fid: number, planId: number, b: { sow_date: string; seed_lot_id?: number; remark: string }, uid: number): Promise<{ batch_id: number; msg: string }> {
    const plan = await this.plans.plan(this.repo.db, fid, planId);
    if (!plan) throw notFound(`计划批次 ${planId} 不存在`);
    const claimed = await this.repo.transaction((tx) => this.plans.claim(tx, fid, planId));
    if (!claimed) throw conflict(plan.status === 'sown' ? '这个计划批次已经播种' : '这个计划批次已释放（订单已取消或重新排产）');
    const first = claimed.places[0]!.phase;
    const places = claimed.places.filter((p) => p.phase === first).map((p) => ({ area_id: p.area_id, dishes: p.dishes }));
    try {
      const batchId = await this.plants.create(fid, { fid, spec_id: claimed.specId, sow_date: b.sow_date, places, seed_lot_id: b.seed_lot_id, remark: b.remark }, uid);
      await this.plans.link(this.repo.db, planId, batchId);
      await this.plans.markProducing(this.repo.db, claimed.orderId);
      return { batch_id: batchId, msg: '已按计划播种' };
    } catch (err) {
      await this.plans.unclaim(this.repo.db, planId);
      throw err;
    }
  }
}
