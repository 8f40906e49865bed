import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { allOf, likeOf, rowsOf } from '../../lib/produce-sql.js';
import { areaTable } from '../facility/index.js';
import { plantBatchEventTable, plantBatchTable, plantHarvestTable } from '../plant/index.js';
import { plantSpecTable } from '../plant-spec/index.js';
import { userTable } from '../user/index.js';
import { finishedAdjustTable, finishedLotTable } from './finished.table.js';
import { gradeNameOf } from './grade-name-sql.js';
import { LotWriteRepository } from './lot-safety.repository.js';

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


const areaCols = { area_id: areaTable.areaId, name: areaTable.name, kind: areaTable.kind };
const l = alias(finishedLotTable, 'l');
const b = alias(plantBatchTable, 'b');
const s = alias(plantSpecTable, 's');
const a = alias(areaTable, 'a');
const h = alias(plantHarvestTable, 'h');
const e = alias(plantBatchEventTable, 'e');
const u = alias(userTable, 'u');

/** Harvested kg per batch and grade with what was entered and lost: temporary storage is the difference. */
const tmpFrom = (fid: number) => sql`
  from (select ${h.batchId}, ${h.grade}, min(${h.date})::text first_pick, max(${h.date})::text last_pick, round(sum(${h.kg}) * 1000)::bigint harvested_g
          from ${plantHarvestTable} h where ${h.fid} = ${fid} and not ${h.voided} group by ${h.batchId}, ${h.grade}) h
  join ${plantBatchTable} b on ${b.batchId} = ${h.batchId} and ${b.status} <> 'del'
  join ${plantSpecTable} s on ${s.specId} = ${b.specId}
  left join (select ${l.batchId}, ${l.grade}, sum(${l.enteredG}) entered_g, sum(${l.lossG}) lost_g from ${finishedLotTable} l where ${l.fid} = ${fid} group by ${l.batchId}, ${l.grade}) f
    on f.batch_id = ${h.batchId} and f.grade = ${h.grade}`;

const lotCols = sql`${l.lotId}, ${l.lotNo}, ${l.version}, ${l.batchId}, ${b.batchNo}, ${l.specId}, ${s.crop}, ${s.variety}, ${l.grade},
  ${gradeNameOf(b.specId, b.specVer, l.grade)} grade_name, ${l.packing}, ${l.count}, ${l.enteredOn}::text entered_on,
  ${l.enteredG}, ${l.lossG}, ${l.lossReason}, ${l.shippedG}, ${l.adjustedG}, ${l.leftG}, ${l.areaId}, ${a.name} area_name, ${l.shelfDays},
  ${l.expiresOn}::text expires_on, ${l.remark}`;
const lotFrom = sql`from ${finishedLotTable} l join ${plantBatchTable} b on ${b.batchId} = ${l.batchId} join ${plantSpecTable} s on ${s.specId} = ${l.specId} left join ${areaTable} a on ${a.areaId} = ${l.areaId}`;

export class FinishedRepository extends LotWriteRepository {
  async tmpStore(fid: number, f: { specId?: number; grade?: string; kw?: string; all?: boolean; batchId?: number; page: number; size: number }, db: Db = this.db) {
    const where = allOf([
      f.specId !== undefined && sql`${b.specId} = ${f.specId}`,
      !!f.grade && sql`${h.grade} = ${f.grade}`,
      !!f.kw && sql`(${b.batchNo} ilike ${likeOf(f.kw)} or ${s.crop} ilike ${likeOf(f.kw)} or ${s.variety} ilike ${likeOf(f.kw)})`,
      f.batchId !== undefined && sql`${h.batchId} = ${f.batchId}`,
      !f.all && sql`h.harvested_g - coalesce(f.entered_g, 0) - coalesce(f.lost_g, 0) > 0`,
    ]);
    const rows = rowsOf<TmpRow & { total: string }>(
      await db.execute(sql`
        select ${h.batchId}, ${b.batchNo}, ${s.crop}, ${s.variety}, ${h.grade}, ${gradeNameOf(b.specId, b.specVer, h.grade)} grade_name,
               h.first_pick, h.last_pick, h.harvested_g, coalesce(f.entered_g, 0) entered_g, coalesce(f.lost_g, 0) lost_g, count(*) over () total
        ${tmpFrom(fid)} where ${where}
        order by h.last_pick desc, ${b.batchNo}, ${h.grade} limit ${f.size} offset ${(f.page - 1) * f.size}`),
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
      await tx.execute(sql`select ${b.batchId}, ${b.batchNo}, ${b.specId}, ${b.status} from ${plantBatchTable} b where ${b.batchId} = ${batchId} and ${b.fid} = ${fid} for update`),
    );
    return r;
  }

  async pickSummary(fid: number, by: 'day' | 'crop' | 'grade' | 'picker', f: { specId?: number; grade?: string; startDay?: string; endDay?: string }) {
    const key = { day: sql`${h.date}::text`, crop: sql`${s.crop}`, grade: sql`${h.grade}`, picker: sql`coalesce(${u.uid}::text, '')` }[by];
    const label = { day: sql`${h.date}::text`, crop: sql`${s.crop}`, grade: sql`min(${gradeNameOf(b.specId, b.specVer, h.grade)})`, picker: sql`coalesce(min(${u.cname}), '未记录')` }[by];
    const where = allOf([
      sql`${h.fid} = ${fid} and not ${h.voided}`,
      f.specId !== undefined && sql`${b.specId} = ${f.specId}`,
      !!f.grade && sql`${h.grade} = ${f.grade}`,
      !!f.startDay && sql`${h.date} >= ${f.startDay}`,
      !!f.endDay && sql`${h.date} <= ${f.endDay}`,
    ]);
    return rowsOf<{ key: string; label: string; g: string; picks: string; batches: string }>(
      await this.db.execute(sql`
        select ${key} "key", ${label} label, round(sum(${h.kg}) * 1000)::bigint g, count(distinct ${h.eventId}) picks, count(distinct ${h.batchId}) batches
        from ${plantHarvestTable} h join ${plantBatchTable} b on ${b.batchId} = ${h.batchId} join ${plantSpecTable} s on ${s.specId} = ${b.specId}
        join ${plantBatchEventTable} e on ${e.eventId} = ${h.eventId} left join ${userTable} u on ${u.uid} = ${e.operatorUid}
        where ${where} group by 1 order by ${by === 'day' ? sql`1` : sql`3 desc`} limit 400`),
    );
  }

  async lots(fid: number, f: LotFilter & { page: number; size: number }, order: 'entered' | 'expiry') {
    const where = this.lotWhere(fid, f);
    const rows = rowsOf<LotRow & { total: string }>(
      await this.db.execute(sql`select ${lotCols}, count(*) over () total ${lotFrom} where ${where}
        order by ${order === 'entered' ? sql`${l.enteredOn} desc, ${l.lotId} desc` : sql`${l.expiresOn}, ${l.lotId}`} limit ${f.size} offset ${(f.page - 1) * f.size}`),
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async allInStock(fid: number) {
    return rowsOf<LotRow>(await this.db.execute(sql`select ${lotCols} ${lotFrom} where ${l.fid} = ${fid} and ${l.leftG} > 0 order by ${l.expiresOn}, ${l.lotId}`));
  }

  async lot(fid: number, lotId: number, db: Db = this.db, lock = false) {
    const [r] = rowsOf<LotRow>(await db.execute(sql`select ${lotCols} ${lotFrom} where ${l.fid} = ${fid} and ${l.lotId} = ${lotId} ${lock ? sql`for update of l` : sql``}`));
    return r;
  }

  private lotWhere(fid: number, f: LotFilter) {
    return allOf([
      sql`${l.fid} = ${fid}`,
      f.specId !== undefined && sql`${l.specId} = ${f.specId}`,
      !!f.grade && sql`${l.grade} = ${f.grade}`,
      f.areaId !== undefined && sql`${l.areaId} = ${f.areaId}`,
      !!f.kw && sql`(${l.lotNo} ilike ${likeOf(f.kw)} or ${b.batchNo} ilike ${likeOf(f.kw)} or ${s.crop} ilike ${likeOf(f.kw)} or ${s.variety} ilike ${likeOf(f.kw)})`,
      !!f.startDay && sql`${l.enteredOn} >= ${f.startDay}`,
      !!f.endDay && sql`${l.enteredOn} <= ${f.endDay}`,
      f.inStock && sql`${l.leftG} > 0`,
      !!f.expiresBefore && sql`${l.expiresOn} <= ${f.expiresBefore}`,
      !!f.expiresFrom && sql`${l.expiresOn} >= ${f.expiresFrom}`,
    ]);
  }

  async area(fid: number, areaId: number) {
    const [r] = await this.db.select(areaCols).from(areaTable).where(and(eq(areaTable.areaId, areaId), eq(areaTable.fid, fid)));
    return r;
  }

  /** The factory's cold stores and packing areas, where lots are kept. */
  storeAreas(fid: number) {
    return this.db
      .select(areaCols)
      .from(areaTable)
      .where(and(eq(areaTable.fid, fid), inArray(areaTable.kind, ['store', 'pack'])))
      .orderBy(asc(areaTable.sortNo), asc(areaTable.areaId));
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

  /** kg entered, lost and adjusted per day, the 30 days from `from` (shipped kg are the shipments' own). */
  async days(fid: number, from: string) {
    return rowsOf<{ day: string; entered_g: string; lost_g: string; adjusted_g: string }>(
      await this.db.execute(sql`
        select d::date::text "day",
          coalesce((select sum(entered_g) from ${finishedLotTable} where fid = ${fid} and entered_on = d::date), 0) entered_g,
          coalesce((select sum(loss_g) from ${finishedLotTable} where fid = ${fid} and entered_on = d::date), 0) lost_g,
          coalesce((select sum(g) from ${finishedAdjustTable} where fid = ${fid} and date = d::date), 0) adjusted_g
        from generate_series(${from}::date, (${from}::date + 29), interval '1 day') d order by 1`),
    );
  }
}
