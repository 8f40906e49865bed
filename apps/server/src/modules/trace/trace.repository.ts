import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { allOf, gradeNameOf, likeOf, rowsOf } from '../../lib/produce-sql.js';
import type { ScanRow } from './trace-scans.js';
import { LotSafetyRepository } from '../../lib/lot-safety-sql.js';

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


export class TraceRepository {
  readonly safety: LotSafetyRepository;
  constructor(private readonly db: Db) {
    this.safety = new LotSafetyRepository(db);
  }

  /** What a trace code points at: the lot, its batch, spec, factory and the shipment's day. */
  async head(tid: string): Promise<TraceHead | undefined> {
    const [r] = rowsOf<TraceHead>(
      await this.db.execute(sql`select t.fid, l.batch_id, l.lot_id, s.crop, s.variety, ${gradeNameOf(sql`b.spec_id`, sql`b.spec_ver`, sql`l.grade`)} grade_name, l.packing,
          f.fac_name, f.city_district city, l.lot_no, l.entered_on::text entered_on, l.expires_on::text expires_on, sh.date::text ship_date, b.sow_date::text sow_date, t.scans
        from trace_codes t join shipment_items i on i.item_id = t.item_id join shipments sh on sh.shipment_id = i.shipment_id
        join finished_lots l on l.lot_id = i.lot_id join plant_batches b on b.batch_id = l.batch_id join plant_specs s on s.spec_id = l.spec_id
        join facilities f on f.fid = t.fid where t.tid = ${tid}`),
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

  async story(batchId: number) {
    return rowsOf<{ kind: string; date: string; area: string | null; dishes: number; plants: number; kg: string | null }>(
      await this.db.execute(sql`select e.kind, e.date::text "date", coalesce(ta.name, fa.name) area, e.dishes, e.plants, e.kg
        from plant_batch_events e left join areas ta on ta.area_id = e.to_area_id left join areas fa on fa.area_id = e.from_area_id
        where e.batch_id = ${batchId} and e.kind in ('sow', 'transplant', 'move', 'pick') and not e.voided order by e.seq`),
    );
  }

  async photos(batchId: number) {
    return rowsOf<{ file: string; thumb: string; date: string }>(
      await this.db.execute(sql`select file, thumb, taken_on::text "date" from plant_pics where batch_id = ${batchId} and kind = 'plant' order by taken_on desc, pic_id desc limit 6`),
    );
  }

  async codes(fid: number, f: { kw?: string; orderId?: number; startDay?: string; endDay?: string; page: number; size: number }) {
    const where = allOf([
      sql`t.fid = ${fid}`,
      f.orderId !== undefined && sql`sh.order_id = ${f.orderId}`,
      !!f.startDay && sql`sh.date >= ${f.startDay}`,
      !!f.endDay && sql`sh.date <= ${f.endDay}`,
      !!f.kw && sql`(l.lot_no ilike ${likeOf(f.kw)} or b.batch_no ilike ${likeOf(f.kw)} or s.crop ilike ${likeOf(f.kw)} or sh.ship_no ilike ${likeOf(f.kw)} or t.tid = ${f.kw})`,
    ]);
    const rows = rowsOf<{ tid: string; lot_no: string; batch_no: string; crop: string; grade_name: string; ship_no: string; ship_date: string; scans: number; last_scan_at: string | null; total: string }>(
      await this.db.execute(sql`select t.tid, l.lot_no, b.batch_no, s.crop, ${gradeNameOf(sql`b.spec_id`, sql`b.spec_ver`, sql`l.grade`)} grade_name, sh.ship_no, sh.date::text ship_date,
          t.scans, t.last_scan_at, count(*) over () total
        from trace_codes t join shipment_items i on i.item_id = t.item_id join shipments sh on sh.shipment_id = i.shipment_id
        join finished_lots l on l.lot_id = i.lot_id join plant_batches b on b.batch_id = l.batch_id join plant_specs s on s.spec_id = l.spec_id
        where ${where} order by sh.date desc, t.item_id desc limit ${f.size} offset ${(f.page - 1) * f.size}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async orderExists(fid: number, orderId: number) {
    return rowsOf(await this.db.execute(sql`select 1 from sales_orders where fid = ${fid} and order_id = ${orderId}`)).length > 0;
  }

  async scanDays(fid: number, from: string, to: string) {
    const days = rowsOf<{ day: string; scans: string; codes: string }>(
      await this.db.execute(sql`select day::text "day", sum(scans) scans, count(*) codes from trace_scan_days where fid = ${fid} and day between ${from} and ${to} group by day order by day`),
    );
    const [tot] = rowsOf<{ codes: string; scans: string | null }>(await this.db.execute(sql`select count(*) codes, sum(scans) scans from trace_codes where fid = ${fid}`));
    return { days, codes: Number(tot?.codes ?? 0), scans: Number(tot?.scans ?? 0) };
  }
}
