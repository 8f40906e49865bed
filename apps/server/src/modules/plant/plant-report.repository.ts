import { and, asc, eq, getTableColumns, gte, ilike, inArray, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plantSpecTable, specOf } from '../plant-spec/index.js';
import { facEventTable, logPage } from '../syslog/index.js';
import type { EventRow } from './plant-event-codec.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable as bt } from './plant.table.js';
import { areasWithGrid } from './plant.repository.js';
import { likeOf } from '../../lib/paging.js';

export type CycleFilter = { specId?: number; crop?: string; startDay: string; endDay: string };
export type PlantLogFilter = { types: string[]; start?: Date; end?: Date; uid?: number; kw?: string; page: number; size: number };

/** Reads of the reports that look at whole batches: cycle times, the distribution map, and the planting log. */
export class PlantReportRepository {
  constructor(private readonly db: Db) {}

  /** Batches sown in the range (deleted ones left out), oldest first. */
  cycleBatches(fid: number, f: CycleFilter) {
    const c: SQL[] = [eq(bt.fid, fid), ne(bt.status, 'del'), gte(bt.sowDate, f.startDay), lte(bt.sowDate, f.endDay)];
    if (f.specId !== undefined) c.push(eq(bt.specId, f.specId));
    if (f.crop) c.push(eq(plantSpecTable.crop, f.crop));
    return this.db
      .select({ batchId: bt.batchId, batchNo: bt.batchNo, specId: bt.specId, specVer: bt.specVer, crop: plantSpecTable.crop, variety: plantSpecTable.variety })
      .from(bt)
      .innerJoin(plantSpecTable, specOf(bt.specId))
      .where(and(...c))
      .orderBy(asc(bt.sowDate), asc(bt.batchId));
  }

  /**
   * The logs of these batches in order. Protections only add a safety interval, which the cycle times do not
   * read, so their pesticide is not joined.
   */
  async eventsOf(batchIds: number[]): Promise<EventRow[]> {
    if (batchIds.length === 0) return [];
    const e = plantBatchEventTable;
    const rows = await this.db
      .select(getTableColumns(e))
      .from(e)
      .where(and(inArray(e.batchId, batchIds), eq(e.voided, false), ne(e.kind, 'void')))
      .orderBy(asc(e.batchId), asc(e.seq));
    return rows.map((r) => ({ ...r, pesticide: null, protSafeFrom: null }));
  }

  /** Every area with its field and grid, fields and areas in their sort order. */
  areasWithGrid(fid: number) {
    return areasWithGrid(this.db, fid);
  }

  /** What stands in each area now (deleted batches have no places), in order of arrival. */
  placesNow(fid: number) {
    const p = plantBatchPlaceTable;
    return this.db
      .select({ areaId: p.areaId, batchId: p.batchId, batchNo: bt.batchNo, crop: plantSpecTable.crop, phase: p.phase, dishes: p.dishes, since: p.since })
      .from(p)
      .innerJoin(bt, eq(bt.batchId, p.batchId))
      .innerJoin(plantSpecTable, specOf(bt.specId))
      .where(and(eq(p.fid, fid), ne(bt.status, 'del')))
      .orderBy(asc(p.since), asc(p.batchId), asc(p.phase));
  }

  /** Factory events of the given types (the planting log), newest first. */
  async plantLog(fid: number, f: PlantLogFilter) {
    const t = facEventTable;
    const c: SQL[] = [eq(t.fid, fid), inArray(t.type, f.types)];
    if (f.start) c.push(gte(t.ts, f.start));
    if (f.end) c.push(lt(t.ts, f.end));
    if (f.uid !== undefined) c.push(eq(t.uid, f.uid));
    if (f.kw) c.push(ilike(t.detail, likeOf(f.kw)));
    const where = and(...c);
    return logPage(this.db, t, where, f);
  }
}
