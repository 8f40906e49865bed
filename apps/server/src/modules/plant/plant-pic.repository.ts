import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { PicKind } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { userTable, userOf } from '../user/index.js';
import { plantBatchTable, plantPicTable } from './plant.table.js';
import { countWhere, fetchPage } from '../../lib/paging.js';
import { firstRow } from '../../lib/row-lookups.js';

export type PicFilter = { kind: PicKind; batchId?: number; areaId?: number; startDay?: string; endDay?: string; page: number; size: number };
export type PicInsert = typeof plantPicTable.$inferInsert;

const picColumns = {
  pic: plantPicTable,
  batchNo: plantBatchTable.batchNo,
  areaName: areaTable.name,
  uploadedByName: userTable.cname,
};
export type PicRow = { pic: typeof plantPicTable.$inferSelect; batchNo: string | null; areaName: string | null; uploadedByName: string | null };

export class PlantPicRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select(picColumns)
      .from(plantPicTable)
      .leftJoin(plantBatchTable, eq(plantBatchTable.batchId, plantPicTable.batchId))
      .leftJoin(areaTable, eq(areaTable.areaId, plantPicTable.areaId))
      .leftJoin(userTable, userOf(plantPicTable.uploadedBy));
  }

  async list(fid: number, f: PicFilter): Promise<{ rows: PicRow[]; total: number }> {
    const c: SQL[] = [eq(plantPicTable.fid, fid), eq(plantPicTable.kind, f.kind)];
    if (f.batchId !== undefined) c.push(eq(plantPicTable.batchId, f.batchId));
    if (f.areaId !== undefined) c.push(eq(plantPicTable.areaId, f.areaId));
    if (f.startDay) c.push(gte(plantPicTable.takenOn, f.startDay));
    if (f.endDay) c.push(lte(plantPicTable.takenOn, f.endDay));
    const where = and(...c);
    return fetchPage(this.select().where(where).orderBy(desc(plantPicTable.takenOn), desc(plantPicTable.picId)), countWhere(this.db, plantPicTable, where), f);
  }

  async get(fid: number, picId: number): Promise<PicRow | null> {
    const [row] = await this.select().where(and(eq(plantPicTable.fid, fid), eq(plantPicTable.picId, picId)));
    return row ?? null;
  }

  /** Thumbnails of the pictures attached to these events (loss records). */
  byEvents(eventIds: number[]) {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ eventId: plantPicTable.eventId, picId: plantPicTable.picId, file: plantPicTable.file, thumb: plantPicTable.thumb })
      .from(plantPicTable)
      .where(inArray(plantPicTable.eventId, eventIds))
      .orderBy(plantPicTable.picId);
  }

  batchOf(fid: number, batchId: number) {
    return firstRow(this.db, plantBatchTable, eq(plantBatchTable.fid, fid), eq(plantBatchTable.batchId, batchId));
  }

  areaOf(fid: number, areaId: number) {
    return firstRow(this.db, areaTable, eq(areaTable.fid, fid), eq(areaTable.areaId, areaId));
  }

  async insert(row: PicInsert): Promise<number> {
    const [r] = await this.db.insert(plantPicTable).values(row).returning({ picId: plantPicTable.picId });
    return r!.picId;
  }

  async delete(fid: number, picId: number): Promise<void> {
    await this.db.delete(plantPicTable).where(and(eq(plantPicTable.fid, fid), eq(plantPicTable.picId, picId)));
  }
}
