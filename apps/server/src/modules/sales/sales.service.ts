import {
  CANCELLABLE_ORDER_STATUSES,
  COMPLETABLE_ORDER_STATUSES,
  EDITABLE_ORDER_STATUSES,
  completionOf,
  ORDER_STATUS_LABELS,
  type OrderView,
  type SaveOrderBody,
} from '@pfs/domain/sales';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { CustomerService } from '../customer/index.js';
import type { SyslogService } from '../syslog/index.js';
import type { LineInput, OrderFilter, OrderRow, Q, SalesRepository, Tx } from './sales.repository.js';
import type { SalesSourceRepository } from './sales-source.repository.js';
import { pagedWith } from '../../lib/paging.js';
import { nextNumber } from '../../lib/next-number.js';

const ORDER_NO_TRIES = 3;

/** Kg shipped per order line, read in the caller's transaction: the shipment module's, handed in at composition. */
export type ShippedKgOf = (q: Q, orderIds: number[]) => Promise<Map<number, number>>;

/** 订单: list, view, save (a scheduled order is re-planned by SalesPlanService), cancel. */
export class SalesService {
  constructor(
    private readonly repo: SalesRepository,
    private readonly source: SalesSourceRepository,
    private readonly customers: CustomerService,
    private readonly syslog: SyslogService,
    private readonly shippedKg: ShippedKgOf,
  ) {}

  async list(fid: number, f: OrderFilter) {
    return pagedWith(this.repo.list(fid, f), (rows) => this.views(this.repo.db, rows));
  }

  /** The order if it belongs to the factory; the same 404 whether absent or another factory's. */
  async must(q: Q, fid: number, orderId: number, lock = false): Promise<OrderRow> {
    const row = await this.repo.get(q, fid, orderId, lock);
    if (!row) throw notFound(`订单 ${orderId} 不存在`);
    return row;
  }

  async get(fid: number, orderId: number): Promise<OrderView> {
    const [v] = await this.views(this.repo.db, [await this.must(this.repo.db, fid, orderId)]);
    return v!;
  }

  async byCustomer(fid: number, custId: number): Promise<OrderView[]> {
    await this.customers.must(fid, custId);
    const ids = await this.customers.latestOrderIds(fid, custId, 50);
    const rows = await this.repo.byIds(fid, ids);
    rows.sort((a, b) => ids.indexOf(a.orderId) - ids.indexOf(b.orderId));
    return this.views(this.repo.db, rows);
  }

  async views(q: Q, rows: OrderRow[]): Promise<OrderView[]> {
    const ids = rows.map((r) => r.orderId);
    const [lines, progress, spans, shipped] = await Promise.all([this.repo.lines(q, ids), this.repo.lineProgress(q, ids), this.repo.spans(q, ids), this.shippedKg(q, ids)]);
    return rows.map((o) => {
      const own = lines.filter((l) => l.orderId === o.orderId);
      return {
        order_id: o.orderId,
        order_no: o.orderNo,
        cust_id: o.custId,
        cust_name: o.custName,
        delivery_date: o.deliveryDate,
        address: o.address,
        status: o.status,
        version: o.version,
        remark: o.remark,
        qty_kg: Math.round(own.reduce((s, l) => s + l.qtyKg, 0) * 1000) / 1000,
        lines: own.map((l) => ({
          line_id: l.lineId,
          seq: l.seq,
          spec_id: l.specId,
          crop: l.crop,
          variety: l.variety,
          grade: l.grade,
          grade_name: l.gradeName,
          qty_kg: l.qtyKg,
          packing: l.packing,
          remark: l.remark,
          planned_kg: progress.get(l.lineId)?.plannedKg ?? 0,
          harvested_kg: Math.round((progress.get(l.lineId)?.harvestedKg ?? 0) * 1000) / 1000,
          shipped_kg: shipped.get(l.lineId) ?? 0,
        })),
        first_sow: spans.get(o.orderId)?.firstSow ?? null,
        last_pick: spans.get(o.orderId)?.lastPick ?? null,
        scheduled_at: o.scheduledAt?.toISOString() ?? null,
        created_at: o.createdAt.toISOString(),
        created_by_name: o.createdByName,
      };
    });
  }

  /** Checks the customer and each line's spec and grade belong to the factory and are usable. */
  private async checkBody(fid: number, b: SaveOrderBody): Promise<LineInput[]> {
    const cust = await this.customers.must(fid, b.cust_id);
    if (cust.status !== 'enabled') throw badRequest(`客户「${cust.name}」已停用，不能下单`);
    const out: LineInput[] = [];
    for (const [i, l] of b.lines.entries()) {
      const cur = await this.source.read(fid, l.spec_id);
      if (!cur) throw notFound(`第 ${i + 1} 行：品种规格 ${l.spec_id} 不存在`);
      const { head: spec, spec: ver } = cur;
      if (spec.status !== 'enabled') throw badRequest(`第 ${i + 1} 行：品种规格 ${spec.crop} ${spec.variety} 已停用`);
      const grade = ver.grades.find((g) => g.grade.toUpperCase() === l.grade.toUpperCase());
      if (!grade)
        throw badRequest(`第 ${i + 1} 行：${spec.crop} ${spec.variety} 没有等级 ${l.grade}（可选：${ver.grades.map((g) => g.grade).join('、') ?? '无'}）`);
      out.push({ specId: spec.specId, grade: grade.grade, qtyKg: l.qty_kg, packing: l.packing, remark: l.remark });
    }
    return out;
  }

  /**
   * Saves an order. A new one is a draft; editing a scheduled one releases its planned batches and hands back
   * `replan: true` so the caller plans it again on the same delivery date.
   */
  async save(b: SaveOrderBody, uid: number, today: string): Promise<{ orderId: number; created: boolean; replan: boolean }> {
    const lines = await this.checkBody(b.fid, b);
    const v = { custId: b.cust_id, deliveryDate: b.delivery_date, address: b.address, remark: b.remark };
    if (b.order_id === undefined) {
      if (b.delivery_date < today) throw badRequest(`交货日期 ${b.delivery_date} 已经过去，请选择今天或以后的日期`);
      const orderId = await this.insertNumbered(b.fid, v, lines, uid, today);
      await this.syslog.facEvent({ fid: b.fid, uid, type: 'sales', detail: `新建订单 ${orderId}：${lines.length} 行，交货 ${b.delivery_date}` });
      return { orderId, created: true, replan: false };
    }
    const orderId = b.order_id;
    if (b.version === undefined) throw badRequest('修改订单须带上订单版本 version');
    const seen = b.version;
    const replan = await this.repo.transaction(async (tx) => {
      const cur = await this.must(tx, b.fid, orderId, true);
      if (!EDITABLE_ORDER_STATUSES.includes(cur.status)) throw badRequest(`订单 ${cur.orderNo} ${ORDER_STATUS_LABELS[cur.status]}，不能再修改`);
      if (cur.version !== seen) throw conflict(`订单 ${cur.orderNo} 已被他人修改，请刷新后再改`);
      // A scheduled order goes back to draft here and is planned again by the caller.
      if (!(await this.repo.update(tx, b.fid, orderId, seen, v, lines, 'draft'))) throw conflict(`订单 ${cur.orderNo} 已被他人修改，请刷新后再改`);
      return cur.status === 'scheduled';
    });
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'sales', detail: `修改订单 ${orderId}${replan ? '（重新排产）' : ''}` });
    return { orderId, created: false, replan };
  }

  private async insertNumbered(fid: number, v: Parameters<SalesRepository['insert']>[3], lines: LineInput[], uid: number, today: string): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.repo.transaction(async (tx) => this.repo.insert(tx, fid, await this.nextOrderNo(tx, fid, today), v, lines, uid));
      } catch (err) {
        if (attempt < ORDER_NO_TRIES && /sales_orders_no_uq/.test(String((err as { cause?: unknown }).cause ?? err))) continue;
        throw err;
      }
    }
  }

  /** SO<today>-<nn>: the next number of the day's orders. */
  private async nextOrderNo(tx: Tx, fid: number, today: string) {
    const prefix = `SO${today.replaceAll('-', '')}-`;
    return nextNumber(prefix, await this.repo.orderNosLike(tx, fid, prefix));
  }

  /**
   * Completes an order (已完成): every line shipped in full, or the short lines' rest cancelled for `reason`
   * (kept in the order's remark and the log). Its planned batches not sown yet are released.
   */
  async complete(fid: number, orderId: number, seen: number, reason: string | undefined, uid: number, release: (tx: Tx) => Promise<number>): Promise<string> {
    const { no, rest } = await this.repo.transaction(async (tx) => {
      const cur = await this.must(tx, fid, orderId, true);
      if (!COMPLETABLE_ORDER_STATUSES.includes(cur.status)) throw badRequest(`订单 ${cur.orderNo} ${ORDER_STATUS_LABELS[cur.status]}，不能完成`);
      if (cur.version !== seen) throw conflict(`订单 ${cur.orderNo} 已被他人修改，请刷新后再操作`);
      const [lines, shipped] = await Promise.all([this.repo.lines(tx, [orderId]), this.shippedKg(tx, [orderId])]);
      const c = completionOf(
        cur.orderNo,
        lines.map((l) => ({ name: `${l.crop} ${l.variety} ${l.gradeName}`, qty_kg: l.qtyKg, shipped_kg: shipped.get(l.lineId) ?? 0 })),
        reason,
      );
      if (!c.ok) throw badRequest(c.msg);
      const remark = c.remark === null ? undefined : cur.remark ? `${cur.remark}\n${c.remark}` : c.remark;
      if (!(await this.repo.setStatus(tx, fid, orderId, seen, 'done', { remark }))) throw conflict(`订单 ${cur.orderNo} 已被他人修改，请刷新后再操作`);
      await release(tx);
      return { no: cur.orderNo, rest: c.remark };
    });
    await this.syslog.facEvent({ fid, uid, type: 'sales', detail: `完成订单 ${no}${rest ? `；${rest}` : ''}` });
    return rest ? '订单已完成，未发部分已取消' : '订单已完成';
  }

  /** Cancels an order with nothing shipped; its planned batches not sown yet are released. */
  async cancel(fid: number, orderId: number, seen: number, reason: string, uid: number, release: (tx: Tx) => Promise<number>): Promise<string> {
    const { no, released } = await this.repo.transaction(async (tx) => {
      const cur = await this.must(tx, fid, orderId, true);
      if (!CANCELLABLE_ORDER_STATUSES.includes(cur.status)) throw badRequest(`订单 ${cur.orderNo} ${ORDER_STATUS_LABELS[cur.status]}，不能取消`);
      if (cur.version !== seen) throw conflict(`订单 ${cur.orderNo} 已被他人修改，请刷新后再操作`);
      const remark = cur.remark ? `${cur.remark}\n取消原因：${reason}` : `取消原因：${reason}`;
      if (!(await this.repo.setStatus(tx, fid, orderId, seen, 'cancelled', { remark }))) throw conflict(`订单 ${cur.orderNo} 已被他人修改，请刷新后再操作`);
      return { no: cur.orderNo, released: await release(tx) };
    });
    await this.syslog.facEvent({ fid, uid, type: 'sales', detail: `取消订单 ${no}：${reason}；释放计划批次 ${released} 个` });
    return released > 0 ? `订单已取消，释放了 ${released} 个待播种的计划批次` : '订单已取消';
  }
}
