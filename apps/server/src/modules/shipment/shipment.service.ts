import { type Paged } from '@pfs/domain';
import { checkShipLine, lotSafetyRefusal, pickLotsFefo, toG, traceUrlOf } from '@pfs/domain/finished';
import { type AddShipmentBody, type Shipment, type ShipmentDetail, type ShipOrder, type ShipProposal } from '@pfs/domain/shipment';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { g2kg } from '../../lib/produce-sql.js';
import type { LineRow, OrderRow, ShipmentRepository, ShipmentRow } from './shipment.repository.js';
import { pagedOf } from '../../lib/paging.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/client.js';

/**
 * The trace codes of shipped items, kept by the trace module: one issued per item in the shipment's own
 * transaction (its answer the new code), and read back for the shipping note.
 */
export type TraceCodes = {
  issue(tx: Db, item: { fid: number; itemId: number }): Promise<string>;
  ofItems(itemIds: number[]): Promise<Map<number, string>>;
};

const lineName = (l: LineRow) => `${l.crop} ${l.variety} ${l.grade_name}`;

/**
 * 出货: against an order's lines, from finished lots (first-expiring first, editable). Lots are locked in id
 * order and carry the version the user saw: of two shipments of one lot, the second answers 409. Each shipped
 * lot gets a trace code; the order becomes 部分发货 or 已完成. A lot holding produce picked inside a safety
 * interval never goes out: it is not proposed, and shipping it is refused naming the treatment and its end.
 */
export class ShipmentService {
  constructor(
    private readonly repo: ShipmentRepository,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly codes: TraceCodes,
  ) {}

  private today() {
    return this.clock.today();
  }

  /** Grams shipped per day (finished goods' summary reads it). */
  shippedByDay(fid: number, from: string, to: string) {
    return this.repo.shippedByDay(fid, from, to);
  }

  private orderView(o: OrderRow, lines: LineRow[]): ShipOrder {
    return {
      ...o,
      lines: lines
        .filter((l) => l.order_id === o.order_id)
        .map(({ order_id: _o, qty_g, shipped_g, ...l }) => {
          const qty = Number(qty_g);
          const shipped = Number(shipped_g);
          return { ...l, qty_kg: g2kg(qty), shipped_kg: g2kg(shipped), left_kg: g2kg(Math.max(0, qty - shipped)) };
        }),
    };
  }

  async openOrders(fid: number, kw?: string): Promise<ShipOrder[]> {
    const orders = await this.repo.openOrders(fid, kw);
    const lines = await this.repo.lines(orders.map((o) => o.order_id));
    return orders.map((o) => this.orderView(o, lines));
  }

  async propose(fid: number, orderId: number, date?: string): Promise<ShipProposal> {
    const o = await this.repo.order(fid, orderId);
    if (!o) throw notFound('订单不存在');
    const order = this.orderView(o, await this.repo.lines([orderId]));
    const all = await this.repo.stockOf(fid, [...new Set(order.lines.map((l) => l.spec_id))]);
    // A lot holding produce picked inside a safety interval is never proposed (shipping it is refused).
    const safety = await this.repo.safety.ofLots(all.map((s) => s.lot_id));
    const stock = all.filter((s) => safety.get(s.lot_id)?.ok !== false);
    const day = date ?? this.today();
    // Lines of one spec and grade share lots: what one line takes is gone for the next.
    const left = new Map(stock.map((s) => [s.lot_id, Number(s.left_g)]));
    return {
      order,
      lines: order.lines.map((l) => {
        const lots = stock.filter((s) => s.spec_id === l.spec_id && s.grade === l.grade);
        const { picks, shortG } = pickLotsFefo(
          lots.map((s) => ({ ...s, left_g: left.get(s.lot_id) ?? 0 })),
          toG(l.left_kg),
          day,
        );
        for (const p of picks) left.set(p.lot_id, (left.get(p.lot_id) ?? 0) - p.g);
        const info = (id: number) => lots.find((s) => s.lot_id === id)!;
        return {
          line_id: l.line_id,
          short_kg: g2kg(shortG),
          picks: picks.map((p) => ({ lot_id: p.lot_id, lot_no: p.lot_no, version: info(p.lot_id).version, kg: g2kg(p.g), left_kg: g2kg(Number(info(p.lot_id).left_g)), expires_on: info(p.lot_id).expires_on, area_name: info(p.lot_id).area_name ?? '未指定库位', count: info(p.lot_id).count, entered_kg: g2kg(info(p.lot_id).entered_g) })),
          lots: lots.map((s) => ({ lot_id: s.lot_id, lot_no: s.lot_no, version: s.version, left_kg: g2kg(Number(s.left_g)), expires_on: s.expires_on, area_name: s.area_name ?? '未指定库位', count: s.count, entered_kg: g2kg(s.entered_g) })),
        };
      }),
    };
  }

  async add(b: AddShipmentBody, uid: number | null): Promise<ShipmentDetail> {
    const today = this.today();
    if (b.date > today) throw badRequest(`出货日期 ${b.date} 晚于今天（${today}），不能记录未来的出货`);
    const id = await this.repo.transaction(async (tx) => {
      const order = await this.repo.order(b.fid, b.order_id, tx, true);
      if (!order) throw notFound('订单不存在');
      if (order.status === 'cancelled' || order.status === 'done' || order.status === 'draft')
        throw badRequest(`订单 ${order.order_no} ${order.status === 'cancelled' ? '已取消' : order.status === 'done' ? '已完成' : '还是草稿'}，不能出货`);
      const lines = await this.repo.lines([b.order_id], tx);
      const lots = await this.repo.lockLots(tx, b.fid, [...new Set(b.items.map((i) => i.lot_id))]);
      const safety = await this.repo.safety.ofLots(lots.map((l) => l.lot_id), tx);
      const lotLeft = new Map(lots.map((l) => [l.lot_id, Number(l.left_g)]));
      const lineLeft = new Map(lines.map((l) => [l.line_id, Number(l.qty_g) - Number(l.shipped_g)]));
      for (const it of b.items) {
        const line = lines.find((l) => l.line_id === it.line_id);
        if (!line) throw notFound('订单行不存在');
        const lot = lots.find((l) => l.lot_id === it.lot_id);
        if (!lot) throw notFound('成品批号不存在');
        if (lot.version !== it.version) throw conflict(`成品批号 ${lot.lot_no} 已被其他出货或调整更新，请刷新后重新出货`);
        if (lot.spec_id !== line.spec_id || lot.grade !== line.grade) throw badRequest(`成品批号 ${lot.lot_no} 不是订单行「${lineName(line)}」的品种规格和等级`);
        if (b.date < lot.entered_on) throw badRequest(`出货日期 ${b.date} 早于成品批号 ${lot.lot_no} 的入库日期（${lot.entered_on}）`);
        if (lot.expires_on < b.date) throw badRequest(`成品批号 ${lot.lot_no} 已于 ${lot.expires_on} 过期，不能出货`);
        const judged = safety.get(lot.lot_id);
        const unsafe = judged && lotSafetyRefusal(lot.lot_no, judged.batch_no, judged);
        if (unsafe) throw badRequest(unsafe);
        const g = toG(it.kg);
        const refusal = checkShipLine({ lotNo: lot.lot_no, lotLeftG: lotLeft.get(lot.lot_id)!, lineLeftG: lineLeft.get(line.line_id)!, lineName: lineName(line), shipG: g });
        if (refusal) throw badRequest(refusal);
        lotLeft.set(lot.lot_id, lotLeft.get(lot.lot_id)! - g);
        lineLeft.set(line.line_id, lineLeft.get(line.line_id)! - g);
      }
      const prefix = `S${b.date.replaceAll('-', '')}-`;
      const shipNo = `${prefix}${String(await this.repo.nextShipSeq(tx, b.fid, prefix)).padStart(3, '0')}`;
      const shipmentId = await this.repo.insertShipment(tx, { fid: b.fid, shipNo, orderId: b.order_id, date: b.date, vehicle: b.vehicle, driver: b.driver, driverPhone: b.driver_phone, tempC: b.temp_c, remark: b.remark, uid });
      for (const it of b.items) {
        const g = toG(it.kg);
        const itemId = await this.repo.insertItem(tx, { shipmentId, fid: b.fid, lineId: it.line_id, lotId: it.lot_id, g, boxes: it.boxes });
        await this.codes.issue(tx, { fid: b.fid, itemId });
        await this.repo.takeFromLot(tx, it.lot_id, g);
      }
      await this.repo.setOrderStatus(tx, b.order_id, [...lineLeft.values()].every((g) => g <= 0) ? 'done' : 'partial');
      return shipmentId;
    });
    return this.detail(b.fid, id);
  }

  async list(fid: number, f: { kw?: string; orderId?: number; custId?: number; startDay?: string; endDay?: string; page: number; size: number }): Promise<Paged<Shipment>> {
    return pagedOf(await this.repo.list(fid, f), (r) => this.view(r));
  }

  async detail(fid: number, shipmentId: number): Promise<ShipmentDetail> {
    const s = await this.repo.one(fid, shipmentId);
    if (!s) throw notFound('出货单不存在');
    const [items, facName] = await Promise.all([this.repo.items(shipmentId), this.repo.facName(fid)]);
    const tids = await this.codes.ofItems(items.map((i) => i.item_id));
    // Every item is issued its code with it; one without (written around the service) is left out.
    const coded = items.flatMap(({ g, ...i }) => {
      const tid = tids.get(i.item_id);
      return tid === undefined ? [] : [{ ...i, tid, kg: g2kg(g), trace_url: traceUrlOf(this.publicUrl, tid) }];
    });
    return { shipment: this.view(s), fac_name: facName, items: coded };
  }

  private view(r: ShipmentRow): Shipment {
    const { g, boxes, item_ct, temp_c, operator_name, ...rest } = r as ShipmentRow & { total?: string };
    delete (rest as { total?: string }).total;
    return { ...rest, kg: g2kg(g), boxes: Number(boxes), item_ct: Number(item_ct), temp_c: temp_c === null ? null : Number(temp_c), operator_name: operator_name ?? '' };
  }
}
