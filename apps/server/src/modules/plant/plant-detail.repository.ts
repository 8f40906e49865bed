import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { LossReason } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { materialItemTable, materialLotTable, materialMoveTable } from '../material/index.js';
import { userTable, userOf } from '../user/index.js';
import { eventColumnsOf } from './plant.repository.js';
import { plantBatchEventTable, plantHarvestTable, plantLossTable, plantPicTable, plantProtectionTable } from './plant.table.js';

const e = plantBatchEventTable;

/** What a batch's detail shows besides its replayed state: who did what, grades, protections, seed lots, pictures. */
export class PlantDetailRepository {
  constructor(private readonly db: Db) {}

  /** The log with operator names, loss reasons, pesticides and picture counts, in order. */
  async events(batchId: number) {
    const pics = this.db
      .select({ eventId: plantPicTable.eventId, n: count().as('n') })
      .from(plantPicTable)
      .where(eq(plantPicTable.batchId, batchId))
      .groupBy(plantPicTable.eventId)
      .as('pics');
    return this.db
      .select({
        ...eventColumnsOf(),
        operatorName: userTable.cname,
        reason: sql<LossReason | null>`${plantLossTable.reason}`,
        pesticide: materialItemTable.name,
        picCt: sql<number>`coalesce(${pics.n}, 0)::int`,
      })
      .from(e)
      .leftJoin(userTable, userOf(e.operatorUid))
      .leftJoin(plantLossTable, eq(plantLossTable.eventId, e.eventId))
      .leftJoin(plantProtectionTable, eq(plantProtectionTable.protId, e.protId))
      .leftJoin(materialItemTable, eq(materialItemTable.itemId, plantProtectionTable.itemId))
      .leftJoin(pics, eq(pics.eventId, e.eventId))
      .where(eq(e.batchId, batchId))
      .orderBy(asc(e.seq));
  }

  async harvests(batchId: number): Promise<{ eventId: number; grade: string; kg: number; voided: boolean }[]> {
    const h = plantHarvestTable;
    return this.db.select({ eventId: h.eventId, grade: h.grade, kg: h.kg, voided: h.voided }).from(h).where(eq(h.batchId, batchId)).orderBy(asc(h.eventId), asc(h.grade));
  }

  async protections(batchId: number) {
    const pr = plantProtectionTable;
    return this.db
      .selectDistinct({ protId: pr.protId, date: pr.date, pesticide: materialItemTable.name, safeDays: pr.safeDays, safeFrom: pr.safeFrom })
      .from(e)
      .innerJoin(pr, eq(pr.protId, e.protId))
      .innerJoin(materialItemTable, eq(materialItemTable.itemId, pr.itemId))
      .where(and(eq(e.batchId, batchId), eq(e.kind, 'protect'), eq(e.voided, false)))
      .orderBy(asc(pr.date), asc(pr.protId));
  }

  /** Seed taken for the batch per lot, net of what was returned. */
  async seedIssues(batchId: number): Promise<{ lotId: number; lotNo: string; qty: number; unit: string }[]> {
    const m = materialMoveTable;
    const rows = await this.db
      .select({ lotId: m.lotId, lotNo: materialLotTable.lotNo, unit: materialItemTable.unit, qty: sql<string>`-sum(${m.qty})` })
      .from(m)
      .innerJoin(materialLotTable, eq(materialLotTable.lotId, m.lotId))
      .innerJoin(materialItemTable, eq(materialItemTable.itemId, m.itemId))
      .where(and(eq(m.batchId, batchId), inArray(m.kind, ['issue', 'return']), eq(materialItemTable.kind, 'seed')))
      .groupBy(m.lotId, materialLotTable.lotNo, materialItemTable.unit)
      .orderBy(asc(m.lotId));
    return rows.map((r) => ({ ...r, qty: Number(r.qty) }));
  }

  async picCount(batchId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(plantPicTable).where(eq(plantPicTable.batchId, batchId));
    return row?.n ?? 0;
  }
}
