import { eq } from 'drizzle-orm';
import type { AreaKind } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { areaClimateTargetTable } from '../facility/index.js';
import { firstRow } from '../../lib/row-lookups.js';

export type TargetRow = typeof areaClimateTargetTable.$inferSelect;
export type TargetInput = Omit<typeof areaClimateTargetTable.$inferInsert, 'fid' | 'kind' | 'updatedAt'>;

/** Climate targets per area kind (物联网配置); the batch climate summary reads the same rows. */
export class ClimateTargetRepository {
  constructor(private readonly db: Db) {}

  list(fid: number): Promise<TargetRow[]> {
    return this.db.select().from(areaClimateTargetTable).where(eq(areaClimateTargetTable.fid, fid));
  }

  get(fid: number, kind: AreaKind): Promise<TargetRow | undefined> {
    return firstRow(this.db, areaClimateTargetTable, eq(areaClimateTargetTable.fid, fid), eq(areaClimateTargetTable.kind, kind));
  }

  async save(fid: number, kind: AreaKind, v: TargetInput) {
    const updatedAt = new Date();
    await this.db
      .insert(areaClimateTargetTable)
      .values({ fid, kind, ...v, updatedAt })
      .onConflictDoUpdate({ target: [areaClimateTargetTable.fid, areaClimateTargetTable.kind], set: { ...v, updatedAt } });
  }
}
