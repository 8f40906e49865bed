import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { allOf, likeOf, rowsOf } from '../../lib/produce-sql.js';
import { areaTable, facilityTable } from '../facility/index.js';
import { finishedLotTable, gradeNameOf, LotSafetyRepository } from '../finished/index.js';
import { plantBatchEventTable, plantBatchTable, plantPicTable } from '../plant/index.js';
import { plantSpecTable } from '../plant-spec/index.js';
import { salesOrderTable } from '../sales/index.js';
import { shipmentItemTable, shipmentTable } from '../shipment/index.js';
import type { ScanRow } from './trace-scans.js';
import { traceCodeTable } from './trace.table.js';

export type TraceHead = {
  fid: number;
  batch_id: number;
  lot_id: number;
  crop: string;
  variety: string;
  grade_name: string;
  packing: string;
  fac_name: string;
  city: string;
  lot_no: string;
  entered_on: string;
  expires_on: string;
  ship_date: string;
  sow_date: string;
  scans: number;
};


const t = alias(traceCodeTable, 't');
const i = alias(shipmentItemTable, 'i');
const sh = alias(shipmentTable, 'sh');
const l = alias(finishedLotTable, 'l');
const b = alias(plantBatchTable, 'b');
const s = alias(plantSpecTable, 's');
const f = alias(facilityTable, 'f');
const e = alias(plantBatchEventTable, 'e');
const ta = alias(areaTable, 'ta');
const fa = alias(areaTable, 'fa');
const pic = plantPicTable;

/** A code's shipped item, its shipment, lot, batch and spec. */
const codeFrom = sql`from ${traceCodeTable} t join ${shipmentItemTable} i on ${i.itemId} = ${t.itemId} join ${shipmentTable} sh on ${sh.shipmentId} = ${i.shipmentId}
  join ${finishedLotTable} l on ${l.lotId} = ${i.lotId} join ${plantBatchTable} b on ${b.batchId} = ${l.batchId} join ${plantSpecTable} s on ${s.specId} = ${l.specId}`;
const gradeName = gradeNameOf(b.specId, b.specVer, l.grade);

export class TraceRepository {
  readonly safety: LotSafetyRepository;
  constructor(private readonly db: Db) {
    this.safety = new LotSafetyRepository(db);
  }

  /** What a trace code points at: the lot, its batch, spec, factory and the shipment's day. */
  async head(tid: string): Promise<TraceHead | undefined> {
    const [r] = rowsOf<TraceHead>(
      await this.db.execute(sql`select ${t.fid}, ${l.batchId}, ${l.lotId}, ${s.crop}, ${s.variety}, ${gradeName} grade_name, ${l.packing},
          ${f.facName}, ${f.cityDistrict} city, ${l.lotNo}, ${l.enteredOn}::text entered_on, ${l.expiresOn}::text expires_on, ${sh.date}::text ship_date, ${b.sowDate}::text sow_date, ${t.scans}
        ${codeFrom} join ${facilityTable} f on ${f.fid} = ${t.fid} where ${t.tid} = ${tid}`),
    );
    return r;
  }

  /** Adds counted scans: each code's total and its per-day rows, in one transaction; codes gone meanwhile are skipped. */
  async addScans(rows: ScanRow[]): Promise<void> {
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.tid}::text, ${r.fid}::int, ${r.day}::date, ${r.n}::int)`),
      sql`, `,
    );
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`update trace_codes t set scans = t.scans + v.n, last_scan_at = now()
        from (select tid, sum(n)::int n from (values ${values}) x(tid, fid, day, n) group by tid) v where t.tid = v.tid`);
      await tx.execute(sql`insert into trace_scan_days (tid, fid, day, scans)
        select x.tid, x.fid, x.day, x.n from (values ${values}) x(tid, fid, day, n) join trace_codes t on t.tid = x.tid
        on conflict (tid, day) do update set scans = trace_scan_days.scans + excluded.scans`);
    });
  }

  /** Writes the code of a shipped item, in the shipment's transaction. */
  async issue(tx: Db, c: { tid: string; fid: number; itemId: number }) {
    await tx.insert(traceCodeTable).values(c);
  }

  /** The codes of shipped items, by item. */
  async tidsOfItems(itemIds: number[]): Promise<Map<number, string>> {
    if (itemIds.length === 0) return new Map();
    const rows = await this.db.select({ itemId: traceCodeTable.itemId, tid: traceCodeTable.tid }).from(traceCodeTable).where(inArray(traceCodeTable.itemId, itemIds));
    return new Map(rows.map((r) => [r.itemId, r.tid]));
  }

  async story(batchId: number) {
    return rowsOf<{ kind: string; date: string; area: string | null; dishes: number; plants: number; kg: string | null }>(
      await this.db.execute(sql`select ${e.kind}, ${e.date}::text "date", coalesce(${ta.name}, ${fa.name}) area, ${e.dishes}, ${e.plants}, ${e.kg}
        from ${plantBatchEventTable} e left join ${areaTable} ta on ${ta.areaId} = ${e.toAreaId} left join ${areaTable} fa on ${fa.areaId} = ${e.fromAreaId}
        where ${e.batchId} = ${batchId} and ${e.kind} in ('sow', 'transplant', 'move', 'pick') and not ${e.voided} order by ${e.seq}`),
    );
  }

  async photos(batchId: number) {
    return rowsOf<{ file: string; thumb: string; date: string }>(
      await this.db.execute(sql`select ${pic.file}, ${pic.thumb}, ${pic.takenOn}::text "date" from ${pic} where ${pic.batchId} = ${batchId} and ${pic.kind} = 'plant' order by ${pic.takenOn} desc, ${pic.picId} desc limit 6`),
    );
  }

  async codes(fid: number, q: { kw?: string; orderId?: number; startDay?: string; endDay?: string; page: number; size: number }) {
    const where = allOf([
      sql`${t.fid} = ${fid}`,
      q.orderId !== undefined && sql`${sh.orderId} = ${q.orderId}`,
      !!q.startDay && sql`${sh.date} >= ${q.startDay}`,
      !!q.endDay && sql`${sh.date} <= ${q.endDay}`,
      !!q.kw && sql`(${l.lotNo} ilike ${likeOf(q.kw)} or ${b.batchNo} ilike ${likeOf(q.kw)} or ${s.crop} ilike ${likeOf(q.kw)} or ${sh.shipNo} ilike ${likeOf(q.kw)} or ${t.tid} = ${q.kw})`,
    ]);
    const rows = rowsOf<{ tid: string; lot_no: string; batch_no: string; crop: string; grade_name: string; ship_no: string; ship_date: string; scans: number; last_scan_at: string | null; total: string }>(
      await this.db.execute(sql`select ${t.tid}, ${l.lotNo}, ${b.batchNo}, ${s.crop}, ${gradeName} grade_name, ${sh.shipNo}, ${sh.date}::text ship_date,
          ${t.scans}, ${t.lastScanAt}, count(*) over () total
        ${codeFrom} where ${where} order by ${sh.date} desc, ${t.itemId} desc limit ${q.size} offset ${(q.page - 1) * q.size}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async orderExists(fid: number, orderId: number) {
    const o = salesOrderTable;
    return (await this.db.select({ orderId: o.orderId }).from(o).where(and(eq(o.fid, fid), eq(o.orderId, orderId)))).length > 0;
  }

  async scanDays(fid: number, from: string, to: string) {
    const days = rowsOf<{ day: string; scans: string; codes: string }>(
      await this.db.execute(sql`select day::text "day", sum(scans) scans, count(*) codes from trace_scan_days where fid = ${fid} and day between ${from} and ${to} group by day order by day`),
    );
    const [tot] = rowsOf<{ codes: string; scans: string | null }>(await this.db.execute(sql`select count(*) codes, sum(scans) scans from trace_codes where fid = ${fid}`));
    return { days, codes: Number(tot?.codes ?? 0), scans: Number(tot?.scans ?? 0) };
  }
}
