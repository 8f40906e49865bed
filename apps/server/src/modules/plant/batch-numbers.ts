import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plantBatchTable } from './plant.table.js';

/** The numbers of the factory's batches among `batchIds` (ids of other factories or none left out). */
export async function batchNumbers(db: Db, fid: number, batchIds: number[]): Promise<Map<number, string>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: plantBatchTable.batchId, no: plantBatchTable.batchNo })
    .from(plantBatchTable)
    .where(and(eq(plantBatchTable.fid, fid), inArray(plantBatchTable.batchId, batchIds)));
  return new Map(rows.map((r) => [r.id, r.no]));
}
