import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SpecBatches } from '../plant-spec/index.js';
import { plantBatchTable } from './plant.table.js';

/** The batches sown with specs, as the spec pages count them (deleted batches left out). */
export class SpecBatchesRepository implements SpecBatches {
  constructor(private readonly db: Db) {}

  async batchCounts(specIds: number[]): Promise<Map<number, { all: number; active: number }>> {
    if (specIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        specId: plantBatchTable.specId,
        all: count(),
        active: sql<number>`count(*) filter (where ${plantBatchTable.status} = 'active')`.mapWith(Number),
      })
      .from(plantBatchTable)
      .where(and(inArray(plantBatchTable.specId, specIds), ne(plantBatchTable.status, 'del')))
      .groupBy(plantBatchTable.specId);
    return new Map(rows.map((r) => [r.specId, { all: r.all, active: r.active }]));
  }

  async versionCounts(specId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ ver: plantBatchTable.specVer, n: count() })
      .from(plantBatchTable)
      .where(and(eq(plantBatchTable.specId, specId), ne(plantBatchTable.status, 'del')))
      .groupBy(plantBatchTable.specVer);
    return new Map(rows.map((r) => [r.ver, r.n]));
  }
}
