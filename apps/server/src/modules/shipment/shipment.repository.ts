import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { allOf, gradeNameOf, likeOf, rowsOf } from '../../lib/produce-sql.js';
import { LotSafetyRepository } from '../../lib/lot-safety-sql.js';

export type OrderRow = { order_id: number; order_no: string; cust_name: string; delivery_date: string; address: string; status: string };
export type LineRow = { line_id: number; order_id: number; spec_id: number; crop: string; variety: string; grade: string; grade_name: string; packing: string; qty_g: string; shipped_g: string };
export type ShipmentRow = {
  shipment_id: number;
  ship_no: string;
  order_id: number;
  order_no: string;
  cust_name: string;
  address: string;
  date: string;
  vehicle: string;
  driver: string;
  driver_phone: string;
  temp_c: string | null;
  g: string;
  boxes: string;
  item_ct: string;
  remark: string;
  operator_name: string | null;
};


// The grade's name comes from the newest version of the line's spec (a line names a spec, not a version).
const lineGradeName = gradeNameOf(sql`ln.spec_id`, sql`(select max(ver) from plant_spec_versions v where v.spec_id = ln.spec_id)`, sql`ln.grade`);
const shipmentCols = sql`sh.shipment_id, sh.ship_no, sh.order_id, o.order_no, c.name cust_name, o.address, sh.date::text "date", sh.vehicle, sh.driver, sh.driver_phone,
  sh.temp_c, sh.remark, u.cname operator_name,
  (select coalesce(sum(g), 0) from shipment_items i where i.shipment_id = sh.shipment_id) g,
  (select coalesce(sum(boxes), 0) from shipment_items i where i.shipment_id = sh.shipment_id) boxes,
  (select count(*) from shipment_items i where i.shipment_id = sh.shipment_id) item_ct`;
const shipmentFrom = sql`from shipments sh join sales_orders o on o.order_id = sh.order_id join customers c on c.cust_id = o.cust_id left join users u on u.uid = sh.created_by`;

export class ShipmentRepository {
  /** Whether a lot holds produce picked inside a safety interval. */
  readonly safety: LotSafetyRepository;
  constructor(private readonly db: Db) {
    this.safety = new LotSafetyRepository(db);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx as unknown as Db));
  }

  /** Orders that can still ship: not cancelled, not done, with their lines. */
  async openOrders(fid: number, kw?: string) {
    return rowsOf<OrderRow>(
      await this.db.execute(sql`select o.order_id, o.order_no, c.name cust_name, o.delivery_date::text delivery_date, o.address, o.status
        from sales_orders o join customers c on c.cust_id = o.cust_id
        where o.fid = ${fid} and o.status not in ('cancelled', 'done', 'draft') ${kw ? sql`and (o.order_no ilike ${likeOf(kw)} or c.name ilike ${likeOf(kw)})` : sql``}
        order by o.delivery_date, o.order_id limit 200`),
    );
  }

  async order(fid: number, orderId: number, db: Db = this.db, lock = false) {
    const [r] = rowsOf<OrderRow>(
      await db.execute(sql`select o.order_id, o.order_no, c.name cust_name, o.delivery_date::text delivery_date, o.address, o.status
        from sales_orders o join customers c on c.cust_id = o.cust_id where o.fid = ${fid} and o.order_id = ${orderId} ${lock ? sql`for update of o` : sql``}`),
    );
    return r;
  }

  async lines(orderIds: number[], db: Db = this.db) {
    if (orderIds.length === 0) return [];
    return rowsOf<LineRow>(
      await db.execute(sql`select ln.line_id, ln.order_id, ln.spec_id, s.crop, s.variety, ln.grade, ${lineGradeName} grade_name, ln.packing,
          round(ln.qty_kg * 1000)::bigint qty_g, coalesce((select sum(i.g) from shipment_items i where i.line_id = ln.line_id), 0) shipped_g
        from sales_order_lines ln join plant_specs s on s.spec_id = ln.spec_id
        where ln.order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) order by ln.order_id, ln.seq`),
    );
  }

  /** Locks the lots in id order (two shipments always lock in the same order: no deadlock). */
  async lockLots(tx: Db, fid: number, lotIds: number[]) {
    return rowsOf<{ lot_id: number; lot_no: string; version: number; spec_id: number; grade: string; left_g: string; entered_on: string; expires_on: string }>(
      await tx.execute(sql`select lot_id, lot_no, version, spec_id, grade, left_g, entered_on::text entered_on, expires_on::text expires_on from finished_lots
        where fid = ${fid} and lot_id in (${sql.join(lotIds.map((id) => sql`${id}`), sql`, `)}) order by lot_id for update`),
    );
  }

  async nextShipSeq(tx: Db, fid: number, prefix: string) {
    const [r] = rowsOf<{ n: string }>(await tx.execute(sql`select count(*) n from shipments where fid = ${fid} and ship_no like ${`${prefix}%`}`));
    return Number(r?.n ?? 0) + 1;
  }

  async insertShipment(tx: Db, v: { fid: number; shipNo: string; orderId: number; date: string; vehicle: string; driver: string; driverPhone: string; tempC: number | null; remark: string; uid: number | null }) {
    const [r] = rowsOf<{ shipment_id: number }>(
      await tx.execute(sql`insert into shipments (fid, ship_no, order_id, date, vehicle, driver, driver_phone, temp_c, remark, created_by)
        values (${v.fid}, ${v.shipNo}, ${v.orderId}, ${v.date}, ${v.vehicle}, ${v.driver}, ${v.driverPhone}, ${v.tempC}, ${v.remark}, ${v.uid}) returning shipment_id`),
    );
    return r!.shipment_id;
  }

  async insertItem(tx: Db, v: { shipmentId: number; fid: number; lineId: number; lotId: number; g: number; boxes: number; tid: string }) {
    const [r] = rowsOf<{ item_id: number }>(
      await tx.execute(sql`insert into shipment_items (shipment_id, fid, line_id, lot_id, g, boxes) values (${v.shipmentId}, ${v.fid}, ${v.lineId}, ${v.lotId}, ${v.g}, ${v.boxes}) returning item_id`),
    );
    await tx.execute(sql`insert into trace_codes (tid, fid, item_id) values (${v.tid}, ${v.fid}, ${r!.item_id})`);
  }

  async takeFromLot(tx: Db, lotId: number, g: number) {
    await tx.execute(sql`update finished_lots set shipped_g = shipped_g + ${g}, left_g = left_g - ${g}, version = version + 1 where lot_id = ${lotId}`);
  }

  async setOrderStatus(tx: Db, orderId: number, status: 'partial' | 'done') {
    await tx.execute(sql`update sales_orders set status = ${status}, updated_at = now() where order_id = ${orderId}`);
  }

  /** Lots in stock of these specs (all grades; the service matches the grade). */
  async stockOf(fid: number, specIds: number[]) {
    if (specIds.length === 0) return [];
    return rowsOf<{ lot_id: number; lot_no: string; version: number; spec_id: number; grade: string; left_g: string; count: number; entered_g: string; entered_on: string; expires_on: string; area_name: string | null }>(
      await this.db.execute(sql`select l.lot_id, l.lot_no, l.version, l.spec_id, l.grade, l.left_g, l.count, l.entered_g, l.entered_on::text entered_on, l.expires_on::text expires_on, a.name area_name
        from finished_lots l left join areas a on a.area_id = l.area_id
        where l.fid = ${fid} and l.left_g > 0 and l.spec_id in (${sql.join(specIds.map((id) => sql`${id}`), sql`, `)}) order by l.expires_on, l.lot_id`),
    );
  }

  async list(fid: number, f: { kw?: string; orderId?: number; custId?: number; startDay?: string; endDay?: string; page: number; size: number }) {
    const where = allOf([
      sql`sh.fid = ${fid}`,
      f.orderId !== undefined && sql`sh.order_id = ${f.orderId}`,
      f.custId !== undefined && sql`o.cust_id = ${f.custId}`,
      !!f.startDay && sql`sh.date >= ${f.startDay}`,
      !!f.endDay && sql`sh.date <= ${f.endDay}`,
      !!f.kw && sql`(sh.ship_no ilike ${likeOf(f.kw)} or o.order_no ilike ${likeOf(f.kw)} or c.name ilike ${likeOf(f.kw)} or sh.vehicle ilike ${likeOf(f.kw)})`,
    ]);
    const rows = rowsOf<ShipmentRow & { total: string }>(
      await this.db.execute(sql`select ${shipmentCols}, count(*) over () total ${shipmentFrom} where ${where} order by sh.date desc, sh.shipment_id desc limit ${f.size} offset ${(f.page - 1) * f.size}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async one(fid: number, shipmentId: number) {
    const [r] = rowsOf<ShipmentRow>(await this.db.execute(sql`select ${shipmentCols} ${shipmentFrom} where sh.fid = ${fid} and sh.shipment_id = ${shipmentId}`));
    return r;
  }

  async items(shipmentId: number) {
    return rowsOf<{ item_id: number; line_id: number; lot_id: number; lot_no: string; batch_no: string; crop: string; variety: string; grade_name: string; packing: string; g: string; boxes: number; entered_on: string; expires_on: string; tid: string }>(
      await this.db.execute(sql`select i.item_id, i.line_id, i.lot_id, l.lot_no, b.batch_no, s.crop, s.variety, ${gradeNameOf(sql`b.spec_id`, sql`b.spec_ver`, sql`l.grade`)} grade_name,
          l.packing, i.g, i.boxes, l.entered_on::text entered_on, l.expires_on::text expires_on, t.tid
        from shipment_items i join finished_lots l on l.lot_id = i.lot_id join plant_batches b on b.batch_id = l.batch_id join plant_specs s on s.spec_id = l.spec_id
        join trace_codes t on t.item_id = i.item_id where i.shipment_id = ${shipmentId} order by i.item_id`),
    );
  }

  async facName(fid: number) {
    const [r] = rowsOf<{ fac_name: string }>(await this.db.execute(sql`select fac_name from facilities where fid = ${fid}`));
    return r?.fac_name ?? '';
  }
}
