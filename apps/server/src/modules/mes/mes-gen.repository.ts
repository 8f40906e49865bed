import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AreaKind } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { plantBatchPlaceTable, plantBatchTable } from '../plant/index.js';
import { plantSpecPhaseTable } from '../plant-spec/index.js';

export type GenArea = { areaId: number; kind: AreaKind; free: number };

/** What generation reads besides orders: the kind of area each batch's phases go to, and room in the areas. */
export class MesGenRepository {
  constructor(private readonly db: Db) {}

  /** batch id → its spec and the area kind of each phase, from the batch's spec version. */
  async phaseKinds(batchIds: number[]): Promise<Map<number, { specId: number; kinds: Map<string, AreaKind> }>> {
    const out = new Map<number, { specId: number; kinds: Map<string, AreaKind> }>();
    if (batchIds.length === 0) return out;
    const rows = await this.db
      .select({ batchId: plantBatchTable.batchId, specId: plantBatchTable.specId, phase: plantSpecPhaseTable.phaseId, kind: plantSpecPhaseTable.areaKind })
      .from(plantBatchTable)
      .innerJoin(plantSpecPhaseTable, and(eq(plantSpecPhaseTable.specId, plantBatchTable.specId), eq(plantSpecPhaseTable.ver, plantBatchTable.specVer)))
      .where(inArray(plantBatchTable.batchId, batchIds));
    for (const r of rows) {
      const b = out.get(r.batchId) ?? { specId: r.specId, kinds: new Map<string, AreaKind>() };
      out.set(r.batchId, b);
      b.kinds.set(r.phase, r.kind);
    }
    return out;
  }

  /** The factory's enabled areas with the dish positions free now. */
  async areas(fid: number): Promise<GenArea[]> {
    const used = this.db
      .select({ areaId: plantBatchPlaceTable.areaId, dishes: sql<number>`sum(${plantBatchPlaceTable.dishes})`.as('dishes') })
      .from(plantBatchPlaceTable)
      .where(eq(plantBatchPlaceTable.fid, fid))
      .groupBy(plantBatchPlaceTable.areaId)
      .as('used');
    const rows = await this.db
      .select({ areaId: areaTable.areaId, kind: areaTable.kind, capacity: sql<number>`${areaTable.racks} * ${areaTable.layers} * ${areaTable.positionsPerLayer}`.mapWith(Number), used: sql<number>`coalesce(${used.dishes}, 0)`.mapWith(Number) })
      .from(areaTable)
      .leftJoin(used, eq(used.areaId, areaTable.areaId))
      .where(and(eq(areaTable.fid, fid), eq(areaTable.status, 'enabled')));
    return rows.map((r) => ({ areaId: r.areaId, kind: r.kind, free: r.capacity - r.used }));
  }
}
