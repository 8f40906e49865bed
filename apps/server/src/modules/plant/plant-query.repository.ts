import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PlantPhase } from '@pfs/domain';
import type { AreaKind, BatchStatus, GrowingPhase, LossReason } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable } from '../plant-spec/index.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable, plantHarvestTable, plantLossTable } from './plant.table.js';
import type { BatchRow } from './plant.repository.js';
import { kwMatch } from '../../lib/paging.js';

export type Paging = { limit: number; offset: number };
export type BatchFilter = { kw?: string; specId?: number; crop?: string; phase?: PlantPhase; areaId?: number; status?: BatchStatus; startDay?: string; endDay?: string };
export type PlaceFilter = {
  kw?: string;
  specId?: number;
  crop?: string;
  phase?: GrowingPhase;
  areaId?: number;
  /** Only places whose planned days ended before this day (late). */
  lateBefore?: string;
  /** Only places whose planned days end by this day (due). */
  dueBy?: string;
};
export type PlaceListRow = {
  batchId: number;
  batchNo: string;
  crop: string;
  variety: string;
  sowDate: string;
  version: number;
  specId: number;
  specVer: number;
  phase: GrowingPhase;
  areaId: number;
  dishes: number;
  plants: number;
  since: string;
  plannedDays: number;
  /** While a safety interval runs on the batch: the first day it may be picked. */
  safeFrom: string | null;
  /** The area kind the phase after this one uses (null: none), and plants per growing dish (a transplant's need). */
  nextAreaKind: AreaKind | null;
  growPerDish: number;
};
/** Dishes standing in an area and the day they are planned to leave it (a pick waits for a running safety interval). */
export type StandingRow = { areaId: number; dishes: number; leaveOn: string };

const b = plantBatchTable;
const p = plantBatchPlaceTable;
const e = plantBatchEventTable;
const s = plantSpecTable;
const total = sql<number>`count(*) over()`.mapWith(Number);

/** The list, overview and export reads of batches: one statement per list page, filtered and counted by the database. */
export class PlantQueryRepository {
  constructor(private readonly db: Db) {}

  async batches(fid: number, f: BatchFilter, page: Paging): Promise<{ rows: (BatchRow & { crop: string; variety: string })[]; total: number }> {
    const conds: (SQL | undefined)[] = [
      eq(b.fid, fid),
      f.status ? eq(b.status, f.status) : ne(b.status, 'del'),
      f.specId ? eq(b.specId, f.specId) : undefined,
      f.crop ? eq(s.crop, f.crop) : undefined,
      f.phase ? eq(b.phase, f.phase) : undefined,
      f.startDay ? sql`${b.sowDate} >= ${f.startDay}` : undefined,
      f.endDay ? sql`${b.sowDate} <= ${f.endDay}` : undefined,
      f.areaId ? sql`exists (select 1 from ${p} where ${p.batchId} = ${b.batchId} and ${p.areaId} = ${f.areaId})` : undefined,
      kwMatch(f.kw, b.batchNo, s.crop, s.variety, b.remark),
    ];
    const rows = await this.db
      .select({ batch: b, crop: s.crop, variety: s.variety, total })
      .from(b)
      .innerJoin(s, eq(s.specId, b.specId))
      .where(and(...conds))
      .orderBy(desc(b.sowDate), desc(b.batchId))
      .limit(page.limit)
      .offset(page.offset);
    return { rows: rows.map((r) => ({ ...r.batch, crop: r.crop, variety: r.variety })), total: rows[0]?.total ?? 0 };
  }

  /** Places of live batches with their phase's planned days, most overdue first. */
  async places(fid: number, f: PlaceFilter, page: Paging): Promise<{ rows: PlaceListRow[]; total: number }> {
    const ph = plantSpecPhaseTable;
    const dueOn = sql`(${p.since} + ${ph.days})`;
    const conds: (SQL | undefined)[] = [
      eq(p.fid, fid),
      f.specId ? eq(b.specId, f.specId) : undefined,
      f.crop ? eq(s.crop, f.crop) : undefined,
      f.phase ? eq(p.phase, f.phase) : undefined,
      f.areaId ? eq(p.areaId, f.areaId) : undefined,
      f.lateBefore ? sql`${dueOn} < ${f.lateBefore}::date` : undefined,
      f.dueBy ? sql`${dueOn} <= ${f.dueBy}::date` : undefined,
      kwMatch(f.kw, b.batchNo, s.crop, s.variety),
    ];
    const rows = await this.db
      .select({
        batchId: b.batchId,
        batchNo: b.batchNo,
        crop: s.crop,
        variety: s.variety,
        sowDate: b.sowDate,
        version: b.version,
        specId: b.specId,
        specVer: b.specVer,
        phase: p.phase,
        areaId: p.areaId,
        dishes: p.dishes,
        plants: p.plants,
        since: p.since,
        plannedDays: ph.days,
        safeFrom: b.safeFrom,
        nextAreaKind: sql<AreaKind | null>`(select n.area_kind from ${plantSpecPhaseTable} n where n.spec_id = ${b.specId} and n.ver = ${b.specVer} and n.seq = ${ph.seq} + 1)`,
        growPerDish: sql<number>`(select v.grow_plants_per_dish from ${plantSpecVersionTable} v where v.spec_id = ${b.specId} and v.ver = ${b.specVer})`.mapWith(Number),
        total,
      })
      .from(p)
      .innerJoin(b, eq(b.batchId, p.batchId))
      .innerJoin(s, eq(s.specId, b.specId))
      .innerJoin(ph, and(eq(ph.specId, b.specId), eq(ph.ver, b.specVer), eq(ph.phaseId, p.phase)))
      .where(and(...conds))
      .orderBy(asc(dueOn), asc(b.batchNo), asc(p.phase), asc(p.areaId))
      .limit(page.limit)
      .offset(page.offset);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
  }

  /** Dishes and plants standing per area and phase now, with the number of batches. */
  async occupancy(fid: number): Promise<{ areaId: number; phase: GrowingPhase; dishes: number; plants: number; batches: number }[]> {
    return this.db
      .select({
        areaId: p.areaId,
        phase: p.phase,
        dishes: sql<number>`sum(${p.dishes})::int`,
        plants: sql<number>`sum(${p.plants})::int`,
        batches: sql<number>`count(distinct ${p.batchId})::int`,
      })
      .from(p)
      .where(eq(p.fid, fid))
      .groupBy(p.areaId, p.phase);
  }

  /** Every place of the factory with dishes and its planned leaving day: one statement for all areas. */
  async standing(fid: number): Promise<StandingRow[]> {
    const ph = plantSpecPhaseTable;
    const planned = sql`(${p.since} + ${ph.days})`;
    const toPick = sql`exists (select 1 from ${plantSpecPhaseTable} n where n.spec_id = ${b.specId} and n.ver = ${b.specVer} and n.seq = ${ph.seq} + 1 and n.phase_id = 'pick')`;
    return this.db
      .select({
        areaId: p.areaId,
        dishes: p.dishes,
        leaveOn: sql<string>`to_char(case when ${toPick} and ${b.safeFrom} > ${planned} then ${b.safeFrom} else ${planned} end, 'YYYY-MM-DD')`,
      })
      .from(p)
      .innerJoin(b, eq(b.batchId, p.batchId))
      .innerJoin(ph, and(eq(ph.specId, b.specId), eq(ph.ver, b.specVer), eq(ph.phaseId, p.phase)))
      .where(and(eq(p.fid, fid), sql`${p.dishes} > 0`));
  }

  async batchesPerPhase(fid: number): Promise<{ phase: GrowingPhase; batches: number }[]> {
    return this.db
      .select({ phase: p.phase, batches: sql<number>`count(distinct ${p.batchId})::int` })
      .from(p)
      .where(eq(p.fid, fid))
      .groupBy(p.phase);
  }

  /** Events of one kind of live batches between two days (inclusive): batches, dishes and plants. */
  async eventTotals(fid: number, kind: 'sow' | 'pick' | 'loss', from: string, to: string): Promise<{ batches: number; dishes: number; plants: number }> {
    const [row] = await this.db
      .select({
        batches: sql<number>`count(distinct ${e.batchId})::int`,
        dishes: sql<number>`coalesce(sum(${e.dishes}), 0)::int`,
        plants: sql<number>`coalesce(sum(${e.plants}), 0)::int`,
      })
      .from(e)
      .innerJoin(b, and(eq(b.batchId, e.batchId), ne(b.status, 'del')))
      .where(and(eq(e.fid, fid), eq(e.kind, kind), sql`${e.date} between ${from} and ${to}`, eq(e.voided, false)));
    return row ?? { batches: 0, dishes: 0, plants: 0 };
  }

  async harvestKg(fid: number, from: string, to: string): Promise<number> {
    const h = plantHarvestTable;
    const [row] = await this.db
      .select({ kg: sql<string>`coalesce(sum(${h.kg}), 0)` })
      .from(h)
      .innerJoin(b, and(eq(b.batchId, h.batchId), ne(b.status, 'del')))
      .where(and(eq(h.fid, fid), sql`${h.date} between ${from} and ${to}`, eq(h.voided, false)));
    return Number(row?.kg ?? 0);
  }

  /** Harvested kg per day between two days (inclusive); days without a pick are absent. */
  async harvestKgByDay(fid: number, from: string, to: string): Promise<{ date: string; kg: number }[]> {
    const h = plantHarvestTable;
    const rows = await this.db
      .select({ date: h.date, kg: sql<string>`coalesce(sum(${h.kg}), 0)` })
      .from(h)
      .innerJoin(b, and(eq(b.batchId, h.batchId), ne(b.status, 'del')))
      .where(and(eq(h.fid, fid), sql`${h.date} between ${from} and ${to}`, eq(h.voided, false)))
      .groupBy(h.date);
    return rows.map((r) => ({ date: String(r.date), kg: Number(r.kg) }));
  }

  /** Whether the factory ever sowed a batch (deleted ones count: it has production). */
  async hasBatches(fid: number): Promise<boolean> {
    const rows = await this.db.select({ id: b.batchId }).from(b).where(eq(b.fid, fid)).limit(1);
    return rows.length > 0;
  }

  async lossesByReason(fid: number, from: string, to: string): Promise<{ reason: LossReason; plants: number }[]> {
    const l = plantLossTable;
    return this.db
      .select({ reason: l.reason, plants: sql<number>`coalesce(sum(${e.plants}), 0)::int` })
      .from(e)
      .innerJoin(l, eq(l.eventId, e.eventId))
      .innerJoin(b, and(eq(b.batchId, e.batchId), ne(b.status, 'del')))
      .where(and(eq(e.fid, fid), eq(e.kind, 'loss'), sql`${e.date} between ${from} and ${to}`, eq(e.voided, false)))
      .groupBy(l.reason)
      .orderBy(desc(sql`2`));
  }
}
