import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { allOf, likeOf, rowsOf } from '../../lib/produce-sql.js';
import { customerTable } from '../customer/index.js';
import { areaTable, facilityTable } from '../facility/index.js';
import { finishedLotTable, gradeNameOf, LotWriteRepository } from '../finished/index.js';
import { plantBatchTable } from '../plant/index.js';
import { plantSpecTable, plantSpecVersionTable } from '../plant-spec/index.js';
import { salesOrderLineTable, salesOrderTable } from '../sales/index.js';
import { userTable } from '../user/index.js';
import { shipmentItemTable, shipmentTable } from './shipment.table.js';

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

const sh = alias(shipmentTable, 'sh');
const i = alias(shipmentItemTable, 'i');
const o = alias(salesOrderTable, 'o');
const ln = alias(salesOrderLineTable, 'ln');
const c = alias(customerTable, 'c');
const u = alias(userTable, 'u');
const s = alias(plantSpecTable, 's');
const v = alias(plantSpecVersionTable, 'v');
const l = alias(finishedLotTable, 'l');
const b = alias(plantBatchTable, 'b');
const a = alias(areaTable, 'a');

// The grade's name comes from the newest version of the line's spec (a line names a spec, not a version).
const lineGradeName = gradeNameOf(ln.specId, sql`(select max(${v.ver}) from ${plantSpecVersionTable} v where ${v.specId} = ${ln.specId})`, ln.grade);
const itemsOfShipment = sql`from ${shipmentItemTable} i where ${i.shipmentId} = ${sh.shipmentId}`;
const shipmentCols = sql`${sh.shipmentId}, ${sh.shipNo}, ${sh.orderId}, ${o.orderNo}, ${c.name} cust_name, ${o.address}, ${sh.date}::text "date", ${sh.vehicle}, ${sh.driver}, ${sh.driverPhone},
  ${sh.tempC}, ${sh.remark}, ${u.cname} operator_name,
  (select coalesce(sum(${i.g}), 0) ${itemsOfShipment}) g,
  (select coalesce(sum(${i.boxes}), 0) ${itemsOfShipment}) boxes,
  (select count(*) ${itemsOfShipment}) item_ct`;
const shipmentFrom = sql`from ${shipmentTable} sh join ${salesOrderTable} o on ${o.orderId} = ${sh.orderId} join ${customerTable} c on ${c.custId} = ${o.custId} left join ${userTable} u on ${u.uid} = ${sh.createdBy}`;
const orderCols = sql`${o.orderId}, ${o.orderNo}, ${c.name} cust_name, ${o.deliveryDate}::text delivery_date, ${o.address}, ${o.status}`;
const orderFrom = sql`from ${salesOrderTable} o join ${customerTable} c on ${c.custId} = ${o.custId}`;
const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export class ShipmentRepository extends LotWriteRepository {
  /** Orders that can still ship: not cancelled, not done, with their lines. */
  async openOrders(fid: number, kw?: string) {
    return rowsOf<OrderRow>(
      await this.db.execute(sql`select ${orderCols} ${orderFrom}
        where ${o.fid} = ${fid} and ${o.status} not in ('cancelled', 'done', 'draft') ${kw ? sql`and (${o.orderNo} ilike ${likeOf(kw)} or ${c.name} ilike ${likeOf(kw)})` : sql``}
        order by ${o.deliveryDate}, ${o.orderId} limit 200`),
    );
  }

  async order(fid: number, orderId: number, db: Db = this.db, lock = false) {
    const [r] = rowsOf<OrderRow>(
      await db.execute(sql`select ${orderCols} ${orderFrom} where ${o.fid} = ${fid} and ${o.orderId} = ${orderId} ${lock ? sql`for update of o` : sql``}`),
    );
    return r;
  }

  async lines(orderIds: number[], db: Db = this.db) {
    if (orderIds.length === 0) return [];
    return rowsOf<LineRow>(
      await db.execute(sql`select ${ln.lineId}, ${ln.orderId}, ${ln.specId}, ${s.crop}, ${s.variety}, ${ln.grade}, ${lineGradeName} grade_name, ${ln.packing},
          round(${ln.qtyKg} * 1000)::bigint qty_g, coalesce((select sum(${i.g}) from ${shipmentItemTable} i where ${i.lineId} = ${ln.lineId}), 0) shipped_g
        from ${salesOrderLineTable} ln join ${plantSpecTable} s on ${s.specId} = ${ln.specId}
        where ${ln.orderId} in (${idList(orderIds)}) order by ${ln.orderId}, ${ln.seq}`),
    );
  }

  /** Locks the lots in id order (two shipments always lock in the same order: no deadlock). */
  async lockLots(tx: Db, fid: number, lotIds: number[]) {
    return rowsOf<{ lot_id: number; lot_no: string; version: number; spec_id: number; grade: string; left_g: string; entered_on: string; expires_on: string }>(
      await tx.execute(sql`select ${l.lotId}, ${l.lotNo}, ${l.version}, ${l.specId}, ${l.grade}, ${l.leftG}, ${l.enteredOn}::text entered_on, ${l.expiresOn}::text expires_on from ${finishedLotTable} l
        where ${l.fid} = ${fid} and ${l.lotId} in (${idList(lotIds)}) order by ${l.lotId} for update`),
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

  async insertItem(tx: Db, v: { shipmentId: number; fid: number; lineId: number; lotId: number; g: number; boxes: number }) {
    const [r] = rowsOf<{ item_id: number }>(
      await tx.execute(sql`insert into shipment_items (shipment_id, fid, line_id, lot_id, g, boxes) values (${v.shipmentId}, ${v.fid}, ${v.lineId}, ${v.lotId}, ${v.g}, ${v.boxes}) returning item_id`),
    );
    return r!.item_id;
  }

  async takeFromLot(tx: Db, lotId: number, g: number) {
    const lot = finishedLotTable;
    await tx
      .update(lot)
      .set({ shippedG: sql`${lot.shippedG} + ${g}`, leftG: sql`${lot.leftG} - ${g}`, version: sql`${lot.version} + 1` })
      .where(eq(lot.lotId, lotId));
  }

  async setOrderStatus(tx: Db, orderId: number, status: 'partial' | 'done') {
    await tx.update(salesOrderTable).set({ status, updatedAt: sql`now()` }).where(eq(salesOrderTable.orderId, orderId));
  }

  /** Grams shipped per day of the factory, `from` to `to` (days without a shipment are left out). */
  async shippedByDay(fid: number, from: string, to: string): Promise<Map<string, number>> {
    const rows = rowsOf<{ day: string; g: string }>(
      await this.db.execute(sql`select ${sh.date}::text "day", sum(${i.g}) g from ${shipmentItemTable} i join ${shipmentTable} sh on ${sh.shipmentId} = ${i.shipmentId}
        where ${sh.fid} = ${fid} and ${sh.date} between ${from} and ${to} group by ${sh.date}`),
    );
    return new Map(rows.map((r) => [r.day, Number(r.g)]));
  }

  /** Lots in stock of these specs (all grades; the service matches the grade). */
  async stockOf(fid: number, specIds: number[]) {
    if (specIds.length === 0) return [];
    return rowsOf<{ lot_id: number; lot_no: string; version: number; spec_id: number; grade: string; left_g: string; count: number; entered_g: string; entered_on: string; expires_on: string; area_name: string | null }>(
      await this.db.execute(sql`select ${l.lotId}, ${l.lotNo}, ${l.version}, ${l.specId}, ${l.grade}, ${l.leftG}, ${l.count}, ${l.enteredG}, ${l.enteredOn}::text entered_on, ${l.expiresOn}::text expires_on, ${a.name} area_name
        from ${finishedLotTable} l left join ${areaTable} a on ${a.areaId} = ${l.areaId}
        where ${l.fid} = ${fid} and ${l.leftG} > 0 and ${l.specId} in (${idList(specIds)}) order by ${l.expiresOn}, ${l.lotId}`),
    );
  }

  async list(fid: number, f: { kw?: string; orderId?: number; custId?: number; startDay?: string; endDay?: string; page: number; size: number }) {
    const where = allOf([
      sql`${sh.fid} = ${fid}`,
      f.orderId !== undefined && sql`${sh.orderId} = ${f.orderId}`,
      f.custId !== undefined && sql`${o.custId} = ${f.custId}`,
      !!f.startDay && sql`${sh.date} >= ${f.startDay}`,
      !!f.endDay && sql`${sh.date} <= ${f.endDay}`,
      !!f.kw && sql`(${sh.shipNo} ilike ${likeOf(f.kw)} or ${o.orderNo} ilike ${likeOf(f.kw)} or ${c.name} ilike ${likeOf(f.kw)} or ${sh.vehicle} ilike ${likeOf(f.kw)})`,
    ]);
    const rows = rowsOf<ShipmentRow & { total: string }>(
      await this.db.execute(sql`select ${shipmentCols}, count(*) over () total ${shipmentFrom} where ${where} order by ${sh.date} desc, ${sh.shipmentId} desc limit ${f.size} offset ${(f.page - 1) * f.size}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async one(fid: number, shipmentId: number) {
    const [r] = rowsOf<ShipmentRow>(await this.db.execute(sql`select ${shipmentCols} ${shipmentFrom} where ${sh.fid} = ${fid} and ${sh.shipmentId} = ${shipmentId}`));
    return r;
  }

  async items(shipmentId: number) {
    return rowsOf<{ item_id: number; line_id: number; lot_id: number; lot_no: string; batch_no: string; crop: string; variety: string; grade_name: string; packing: string; g: string; boxes: number; entered_on: string; expires_on: string }>(
      await this.db.execute(sql`select ${i.itemId}, ${i.lineId}, ${i.lotId}, ${l.lotNo}, ${b.batchNo}, ${s.crop}, ${s.variety}, ${gradeNameOf(b.specId, b.specVer, l.grade)} grade_name,
          ${l.packing}, ${i.g}, ${i.boxes}, ${l.enteredOn}::text entered_on, ${l.expiresOn}::text expires_on
        from ${shipmentItemTable} i join ${finishedLotTable} l on ${l.lotId} = ${i.lotId} join ${plantBatchTable} b on ${b.batchId} = ${l.batchId} join ${plantSpecTable} s on ${s.specId} = ${l.specId}
        where ${i.shipmentId} = ${shipmentId} order by ${i.itemId}`),
    );
  }

  /** The finished lots made from a batch, each with the numbers of the shipments that took from it (作废 of a pick reads it in its transaction). */
  async lotsOfBatch(q: Pick<Db, 'execute'>, fid: number, batchId: number) {
    const rows = rowsOf<{ lot_no: string; grade: string; entered_g: string; loss_g: string; ship_nos: string | null }>(
      await q.execute(sql`select ${l.lotNo}, ${l.grade}, ${l.enteredG}, ${l.lossG},
          (select string_agg(distinct ${sh.shipNo}, '、') from ${shipmentItemTable} i join ${shipmentTable} sh on ${sh.shipmentId} = ${i.shipmentId} where ${i.lotId} = ${l.lotId}) ship_nos
        from ${finishedLotTable} l where ${l.fid} = ${fid} and ${l.batchId} = ${batchId} order by ${l.lotId}`),
    );
    return rows.map((r) => ({ ...r, entered_g: Number(r.entered_g), loss_g: Number(r.loss_g) }));
  }

  async facName(fid: number) {
    const [r] = await this.db.select({ facName: facilityTable.facName }).from(facilityTable).where(eq(facilityTable.fid, fid));
    return r?.facName ?? '';
  }
}
