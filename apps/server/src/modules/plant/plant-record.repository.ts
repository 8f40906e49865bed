import { and, asc, count, desc, eq, exists, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BatchEventKind, LossReason } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { materialItemTable } from '../material/index.js';
import { plantSpecTable, specOf, plantSpecVersionTable } from '../plant-spec/index.js';
import { userTable, userOf } from '../user/index.js';
import { plantBatchEventTable as ev, plantBatchTable as bt, plantHarvestTable, plantLossTable } from './plant.table.js';
import { fetchPage } from '../../lib/paging.js';

/** Filters every record list shares: crop spec or crop, a day range (the event's day), paging. */
export type RecordFilter = { specId?: number; crop?: string; startDay?: string; endDay?: string; page: number; size: number };
export type EventFilter = RecordFilter & { areaId?: number };
export type LossFilter = EventFilter & { reason?: LossReason; batchId?: number };
export type HarvestFilter = EventFilter & { grade?: string };

const fromArea = alias(areaTable, 'from_area');
const toArea = alias(areaTable, 'to_area');

const batchRef = { batchId: bt.batchId, batchNo: bt.batchNo, crop: plantSpecTable.crop, variety: plantSpecTable.variety };
const eventCols = {
  ...batchRef,
  eventId: ev.eventId,
  date: ev.date,
  fromPhase: ev.fromPhase,
  fromAreaName: fromArea.name,
  toAreaName: toArea.name,
  dishes: ev.dishes,
  dishesTo: ev.dishesTo,
  plants: ev.plants,
  kg: ev.kg,
  remark: ev.remark,
  operatorName: userTable.cname,
  reason: plantLossTable.reason,
  seedItemId: plantSpecVersionTable.seedItemId,
  seedPerDish: plantSpecVersionTable.seedPerDish,
  seedUnit: materialItemTable.unit,
};

/** Reads of the planting records and reports: events by kind, closed batches, deleted batches. Deleted batches' events are left out of every record list. */
export class PlantRecordRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  private specConds(fid: number, f: RecordFilter): SQL[] {
    const c: SQL[] = [eq(bt.fid, fid)];
    if (f.specId !== undefined) c.push(eq(bt.specId, f.specId));
    if (f.crop) c.push(eq(plantSpecTable.crop, f.crop));
    return c;
  }

  private eventConds(fid: number, kind: BatchEventKind, f: EventFilter): SQL[] {
    // Voided records are corrections undone: the lists leave them out; batch detail shows them struck through.
    const c = [...this.specConds(fid, f), eq(ev.fid, fid), eq(ev.kind, kind), ne(bt.status, 'del'), eq(ev.voided, false)];
    if (f.startDay) c.push(gte(ev.date, f.startDay));
    if (f.endDay) c.push(lte(ev.date, f.endDay));
    if (f.areaId !== undefined) c.push(or(eq(ev.fromAreaId, f.areaId), eq(ev.toAreaId, f.areaId))!);
    return c;
  }

  /** Events matching `conds` with their batch, crop, areas, seed, loss reason and operator, newest first. */
  private async events(conds: SQL[], f: RecordFilter) {
    const where = and(...conds);
    return fetchPage(
      this.db
        .select(eventCols)
        .from(ev)
        .innerJoin(bt, eq(bt.batchId, ev.batchId))
        .innerJoin(plantSpecTable, specOf(bt.specId))
        .innerJoin(plantSpecVersionTable, and(eq(plantSpecVersionTable.specId, bt.specId), eq(plantSpecVersionTable.ver, bt.specVer)))
        .leftJoin(materialItemTable, eq(materialItemTable.itemId, plantSpecVersionTable.seedItemId))
        .leftJoin(fromArea, eq(fromArea.areaId, ev.fromAreaId))
        .leftJoin(toArea, eq(toArea.areaId, ev.toAreaId))
        .leftJoin(plantLossTable, eq(plantLossTable.eventId, ev.eventId))
        .leftJoin(userTable, userOf(ev.operatorUid))
        .where(where)
        .orderBy(desc(ev.date), desc(ev.eventId)), // The count joins only what the conditions name.
      this.db
        .select({ n: count() })
        .from(ev)
        .innerJoin(bt, eq(bt.batchId, ev.batchId))
        .innerJoin(plantSpecTable, specOf(bt.specId))
        .leftJoin(plantLossTable, eq(plantLossTable.eventId, ev.eventId))
        .where(where),
      f,
    );
  }

  sowings(fid: number, f: EventFilter) {
    return this.events(this.eventConds(fid, 'sow', f), f);
  }

  transplants(fid: number, f: EventFilter) {
    return this.events(this.eventConds(fid, 'transplant', f), f);
  }

  losses(fid: number, f: LossFilter) {
    const c = this.eventConds(fid, 'loss', f);
    if (f.reason) c.push(eq(plantLossTable.reason, f.reason));
    if (f.batchId !== undefined) c.push(eq(ev.batchId, f.batchId));
    return this.events(c, f);
  }

  picks(fid: number, f: HarvestFilter) {
    const c = this.eventConds(fid, 'pick', f);
    if (f.grade) {
      const g = this.db
        .select({ one: sql`1` })
        .from(plantHarvestTable)
        .where(and(eq(plantHarvestTable.eventId, ev.eventId), eq(plantHarvestTable.grade, f.grade)));
      c.push(exists(g));
    }
    return this.events(c, f);
  }

  /** kg per grade of these pick events, in grade order. */
  gradesOf(eventIds: number[]) {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ eventId: plantHarvestTable.eventId, grade: plantHarvestTable.grade, kg: plantHarvestTable.kg })
      .from(plantHarvestTable)
      .where(inArray(plantHarvestTable.eventId, eventIds))
      .orderBy(asc(plantHarvestTable.grade));
  }

  /** Batches that closed (every plant lost or harvested) in the day range, with the dishes their picks took. */
  async closedBatches(fid: number, f: RecordFilter) {
    const c = [...this.specConds(fid, f), eq(bt.status, 'closed')];
    if (f.startDay) c.push(gte(bt.closedOn, f.startDay));
    if (f.endDay) c.push(lte(bt.closedOn, f.endDay));
    const where = and(...c);
    const dishesPicked = sql<number>`coalesce((select sum(e.dishes) from ${ev} e where e.batch_id = ${bt.batchId} and e.kind = 'pick' and not e.voided), 0)::int`;
    const cols = {
      ...batchRef,
      specVer: bt.specVer,
      sowDate: bt.sowDate,
      closedOn: bt.closedOn,
      plantsSown: bt.plantsSown,
      plantsLost: bt.plantsLost,
      plantsHarvested: bt.plantsHarvested,
      kg: bt.kgHarvested,
      dishesPicked,
      expectedKgPerDish: plantSpecVersionTable.yieldKgPerDish,
    };
    return fetchPage(
      this.db
        .select(cols)
        .from(bt)
        .innerJoin(plantSpecTable, specOf(bt.specId))
        .innerJoin(plantSpecVersionTable, and(eq(plantSpecVersionTable.specId, bt.specId), eq(plantSpecVersionTable.ver, bt.specVer)))
        .where(where)
        .orderBy(desc(bt.closedOn), desc(bt.batchId)),
      this.db.select({ n: count() }).from(bt).innerJoin(plantSpecTable, specOf(bt.specId)).where(where),
      f,
    );
  }

  /** Deleted batches, the latest deletion first; the day range is the deletion day in the factory's time zone. */
  async deletedBatches(fid: number, f: RecordFilter) {
    const delDay = sql`to_char(${bt.deletedAt} at time zone ${this.timeZone}, 'YYYY-MM-DD')`;
    const c: SQL[] = [eq(bt.fid, fid), eq(bt.status, 'del')];
    if (f.startDay) c.push(sql`${delDay} >= ${f.startDay}`);
    if (f.endDay) c.push(sql`${delDay} <= ${f.endDay}`);
    if (f.specId !== undefined) c.push(eq(bt.specId, f.specId));
    if (f.crop) c.push(eq(plantSpecTable.crop, f.crop));
    const where = and(...c);
    return fetchPage(
      this.db
        .select({
          ...batchRef,
          sowDate: bt.sowDate,
          plantsSown: bt.plantsSown,
          dishes: bt.dishes,
          plants: bt.plants,
          delReason: bt.delReason,
          deletedAt: bt.deletedAt,
          deletedByName: userTable.cname,
        })
        .from(bt)
        .innerJoin(plantSpecTable, specOf(bt.specId))
        .leftJoin(userTable, userOf(bt.deletedBy))
        .where(where)
        .orderBy(desc(bt.deletedAt), desc(bt.batchId)),
      this.db.select({ n: count() }).from(bt).innerJoin(plantSpecTable, specOf(bt.specId)).where(where),
      f,
    );
  }
}
