import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { allOf, gradeNameOf, likeOf, rowsOf } from '../../lib/produce-sql.js';
import { LotSafetyRepository } from '../../lib/lot-safety-sql.js';

export type TmpRow = {
  batch_id: number;
  batch_no: string;
  crop: string;
  variety: string;
  grade: string;
  grade_name: string;
  first_pick: string;
  last_pick: string;
  harvested_g: string;
  entered_g: string;
  lost_g: string;
};
export type LotRow = {
  lot_id: number;
  lot_no: string;
  version: number;
  batch_id: number;
  batch_no: string;
  spec_id: number;
  crop: string;
  variety: string;
  grade: string;
  grade_name: string;
  packing: string;
  count: number;
  entered_on: string;
  entered_g: string;
  loss_g: string;
  loss_reason: string | null;
  shipped_g: string;
  adjusted_g: string;
  left_g: string;
  area_id: number | null;
  area_name: string | null;
  shelf_days: number;
  expires_on: string;
  remark: string;
};
export type LotFilter = { specId?: number; grade?: string; kw?: string; areaId?: number; startDay?: string; endDay?: string; inStock?: boolean; expiresBefore?: string; expiresFrom?: string };


/** Harvested kg per batch and grade with what was entered and lost: temporary storage is the difference. */
const tmpFrom = (fid: number) => sql`
  from (select h.batch_id, h.grade, min(h.date)::text first_pick, max(h.date)::text last_pick, round(sum(h.kg) * 1000)::bigint harvested_g
          from plant_harvests h where h.fid = ${fid} and not h.voided group by h.batch_id, h.grade) h
  join plant_batches b on b.batch_id = h.batch_id and b.status <> 'del'
  join plant_specs s on s.spec_id = b.spec_id
  left join (select batch_id, grade, sum(entered_g) entered_g, sum(loss_g) lost_g from finished_lots where fid = ${fid} group by batch_id, grade) f
    on f.batch_id = h.batch_id and f.grade = h.grade`;

const lotCols = sql`l.lot_id, l.lot_no, l.version, l.batch_id, b.batch_no, l.spec_id, s.crop, s.variety, l.grade,
  ${gradeNameOf(sql`b.spec_id`, sql`b.spec_ver`, sql`l.grade`)} grade_name, l.packing, l.count, l.entered_on::text entered_on,
  l.entered_g, l.loss_g, l.loss_reason, l.shipped_g, l.adjusted_g, l.left_g, l.area_id, a.name area_name, l.shelf_days,
  l.expires_on::text expires_on, l.remark`;
const lotFrom = sql`from finished_lots l join plant_batches b on b.batch_id = l.batch_id join plant_specs s on s.spec_id = l.spec_id left join areas a on a.area_id = l.area_id`;

export class FinishedRepository {
  /** Whether a lot holds produce picked inside a safety interval. */
  readonly safety: LotSafetyRepository;
  constructor(private readonly db: Db) {
    this.safety = new LotSafetyRepository(db);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx as unknown as Db));
  }

  async tmpStore(fid: number, f: { specId?: number; grade?: string; kw?: string; all?: boolean; batchId?: number; page: number; size: number }, db: Db = this.db) {
    const where = allOf([
      f.specId !== undefined && sql`b.spec_id = ${f.specId}`,
      !!f.grade && sql`h.grade = ${f.grade}`,
      !!f.kw && sql`(b.batch_no ilike ${likeOf(f.kw)} or s.crop ilike ${likeOf(f.kw)} or s.variety ilike ${likeOf(f.kw)})`,
      f.batchId !== undefined && sql`h.batch_id = ${f.batchId}`,
      !f.all && sql`h.harvested_g - coalesce(f.entered_g, 0) - coalesce(f.lost_g, 0) > 0`,
    ]);
    const rows = rowsOf<TmpRow & { total: string }>(
      await db.execute(sql`
        select h.batch_id, b.batch_no, s.crop, s.variety, h.grade, ${gradeNameOf(sql`b.spec_id`, sql`b.spec_ver`, sql`h.grade`)} grade_name,
               h.first_pick, h.last_pick, h.harvested_g, coalesce(f.entered_g, 0) entered_g, coalesce(f.lost_g, 0) lost_g, count(*) over () total
        ${tmpFrom(fid)} where ${where}
        order by h.last_pick desc, b.batch_no, h.grade limit ${f.size} offset ${(f.page - 1) * f.size}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async tmpTotalG(fid: number): Promise<number> {
    const [r] = rowsOf<{ g: string | null }>(await this.db.execute(sql`select sum(h.harvested_g - coalesce(f.entered_g, 0) - coalesce(f.lost_g, 0)) g ${tmpFrom(fid)}`));
    return Number(r?.g ?? 0);
  }

  /** Locks the batch row so two entries of one batch run one after the other (temporary storage is derived). */
  async lockBatch(tx: Db, fid: number, batchId: number) {
    const [r] = rowsOf<{ batch_id: number; batch_no: string; spec_id: number; status: string }>(
      await tx.execute(sql`select batch_id, batch_no, spec_id, status from plant_batches where batch_id = ${batchId} and fid = ${fid} for update`),
    );
    return r;
  }

  async pickSummary(fid: number, by: 'day' | 'crop' | 'grade' | 'picker', f: { specId?: number; grade?: string; startDay?: string; endDay?: string }) {
    const key = { day: sql`h.date::text`, crop: sql`s.crop`, grade: sql`h.grade`, picker: sql`coalesce(u.uid::text, '')` }[by];
    const label = { day: sql`h.date::text`, crop: sql`s.crop`, grade: sql`min(${gradeNameOf(sql`b.spec_id`, sql`b.spec_ver`, sql`h.grade`)})`, picker: sql`coalesce(min(u.cname), '未记录')` }[by];
    const where = allOf([
      sql`h.fid = ${fid} and not h.voided`,
      f.specId !== undefined && sql`b.spec_id = ${f.specId}`,
      !!f.grade && sql`h.grade = ${f.grade}`,
      !!f.startDay && sql`h.date >= ${f.startDay}`,
      !!f.endDay && sql`h.date <= ${f.endDay}`,
    ]);
    return rowsOf<{ key: string; label: string; g: string; picks: string; batches: string }>(
      await this.db.execute(sql`
        select ${key} "key", ${label} label, round(sum(h.kg) * 1000)::bigint g, count(distinct h.event_id) picks, count(distinct h.batch_id) batches
        from plant_harvests h join plant_batches b on b.batch_id = h.batch_id join plant_specs s on s.spec_id = b.spec_id
        join plant_batch_events e on e.event_id = h.event_id left join users u on u.uid = e.operator_uid
        where ${where} group by 1 order by ${by === 'day' ? sql`1` : sql`3 desc`} limit 400`),
    );
  }

  async lots(fid: number, f: LotFilter & { page: number; size: number }, order: 'entered' | 'expiry') {
    const where = this.lotWhere(fid, f);
    const rows = rowsOf<LotRow & { total: string }>(
      await this.db.execute(sql`select ${lotCols}, count(*) over () total ${lotFrom} where ${where}
        order by ${order === 'entered' ? sql`l.entered_on desc, l.lot_id desc` : sql`l.expires_on, l.lot_id`} limit ${f.size} offset ${(f.page - 1) * f.size}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async allInStock(fid: number) {
    return rowsOf<LotRow>(await this.db.execute(sql`select ${lotCols} ${lotFrom} where l.fid = ${fid} and l.left_g > 0 order by l.expires_on, l.lot_id`));
  }

  async lot(fid: number, lotId: number, db: Db = this.db, lock = false) {
    const [r] = rowsOf<LotRow>(await db.execute(sql`select ${lotCols} ${lotFrom} where l.fid = ${fid} and l.lot_id = ${lotId} ${lock ? sql`for update of l` : sql``}`));
    return r;
  }

  private lotWhere(fid: number, f: LotFilter) {
    return allOf([
      sql`l.fid = ${fid}`,
      f.specId !== undefined && sql`l.spec_id = ${f.specId}`,
      !!f.grade && sql`l.grade = ${f.grade}`,
      f.areaId !== undefined && sql`l.area_id = ${f.areaId}`,
      !!f.kw && sql`(l.lot_no ilike ${likeOf(f.kw)} or b.batch_no ilike ${likeOf(f.kw)} or s.crop ilike ${likeOf(f.kw)} or s.variety ilike ${likeOf(f.kw)})`,
      !!f.startDay && sql`l.entered_on >= ${f.startDay}`,
      !!f.endDay && sql`l.entered_on <= ${f.endDay}`,
      f.inStock && sql`l.left_g > 0`,
      !!f.expiresBefore && sql`l.expires_on <= ${f.expiresBefore}`,
      !!f.expiresFrom && sql`l.expires_on >= ${f.expiresFrom}`,
    ]);
  }

  async area(fid: number, areaId: number) {
    const [r] = rowsOf<{ area_id: number; name: string; kind: string }>(await this.db.execute(sql`select area_id, name, kind from areas where area_id = ${areaId} and fid = ${fid}`));
    return r;
  }

  async storeAreas(fid: number) {
    return rowsOf<{ area_id: number; name: string; kind: string }>(await this.db.execute(sql`select area_id, name, kind from areas where fid = ${fid} and kind in ('store', 'pack') order by sort_no, area_id`));
  }

  async nextLotSeq(tx: Db, fid: number, prefix: string) {
    const [r] = rowsOf<{ n: string }>(await tx.execute(sql`select count(*) n from finished_lots where fid = ${fid} and lot_no like ${`${prefix}%`}`));
    return Number(r?.n ?? 0) + 1;
  }

  async insertLot(tx: Db, v: { fid: number; lotNo: string; batchId: number; specId: number; grade: string; packing: string; count: number; enteredOn: string; enteredG: number; lossG: number; lossReason: string | null; areaId: number | null; shelfDays: number; expiresOn: string; remark: string; uid: number | null }) {
    const [r] = rowsOf<{ lot_id: number }>(
      await tx.execute(sql`insert into finished_lots (fid, lot_no, batch_id, spec_id, grade, packing, count, entered_on, entered_g, loss_g, loss_reason, left_g, area_id, shelf_days, expires_on, remark, created_by)
        values (${v.fid}, ${v.lotNo}, ${v.batchId}, ${v.specId}, ${v.grade}, ${v.packing}, ${v.count}, ${v.enteredOn}, ${v.enteredG}, ${v.lossG}, ${v.lossReason}, ${v.enteredG}, ${v.areaId}, ${v.shelfDays}, ${v.expiresOn}, ${v.remark}, ${v.uid})
        returning lot_id`),
    );
    return r!.lot_id;
  }

  async lotNoTaken(tx: Db, fid: number, lotNo: string) {
    return rowsOf(await tx.execute(sql`select 1 from finished_lots where fid = ${fid} and lot_no = ${lotNo}`)).length > 0;
  }

  async adjust(tx: Db, v: { fid: number; lotId: number; version: number; g: number; date: string; kind: 'adjust' | 'scrap' | 'sale'; buyer: string; price: number | null; reason: string; uid: number }) {
    const res = rowsOf(
      await tx.execute(sql`update finished_lots set adjusted_g = adjusted_g + ${v.g}, left_g = left_g - ${v.g}, version = version + 1 where lot_id = ${v.lotId} and fid = ${v.fid} and version = ${v.version} returning lot_id`),
    );
    if (res.length === 0) return false;
    await tx.execute(sql`insert into finished_adjusts (fid, lot_id, date, g, kind, buyer, price_yuan_kg, reason, uid)
      values (${v.fid}, ${v.lotId}, ${v.date}, ${v.g}, ${v.kind}, ${v.buyer}, ${v.price}, ${v.reason}, ${v.uid})`);
    return true;
  }

  /** kg entered, shipped and lost per day since `from`. */
  async days(fid: number, from: string) {
    return rowsOf<{ day: string; entered_g: string; shipped_g: string; lost_g: string; adjusted_g: string }>(
      await this.db.execute(sql`
        select d::date::text "day",
          coalesce((select sum(entered_g) from finished_lots where fid = ${fid} and entered_on = d::date), 0) entered_g,
          coalesce((select sum(loss_g) from finished_lots where fid = ${fid} and entered_on = d::date), 0) lost_g,
          coalesce((select sum(i.g) from shipment_items i join shipments sh on sh.shipment_id = i.shipment_id where sh.fid = ${fid} and sh.date = d::date), 0) shipped_g,
          coalesce((select sum(g) from finished_adjusts where fid = ${fid} and date = d::date), 0) adjusted_g
        from generate_series(${from}::date, (${from}::date + 29), interval '1 day') d order by 1`),
    );
  }
}
