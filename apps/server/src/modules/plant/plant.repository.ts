import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AreaKind, DatedChange, PlaceState } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { areaTable, fieldTable } from '../facility/index.js';
import { materialItemTable } from '../material/index.js';
import { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable } from '../plant-spec/index.js';
import {
  plantBatchEventTable,
  plantBatchPlaceTable,
  plantBatchTable,
  plantHarvestTable,
  plantLossTable,
  plantPicTable,
  plantProtectionTable,
} from './plant.table.js';
import type { EventColumns, EventRow, SpecVersion } from './plant-event-codec.js';
import { idsOfFactory, isTaken, numbersWithPrefix } from '../../lib/row-lookups.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: reads run in either, so a write reads what it locked. */
export type Q = Db | Tx;

export type BatchRow = typeof plantBatchTable.$inferSelect;
export type SpecRow = { specId: number; fid: number; crop: string; variety: string; status: 'enabled' | 'disabled'; curVer: number };
export type AreaRow = { areaId: number; name: string; kind: AreaKind; enabled: boolean; capacity: number; fieldId: number; fieldName: string };
/** The counts a batch row keeps of its replayed state. */
export type BatchProjection = Pick<
  BatchRow,
  'phase' | 'dishes' | 'plants' | 'plantsSown' | 'plantsLost' | 'plantsHarvested' | 'kgHarvested' | 'lastDate' | 'closedOn' | 'safeFrom' | 'status'
>;
export type PlaceRow = PlaceState & { since: string };
export type NewBatch = Pick<BatchRow, 'fid' | 'batchNo' | 'specId' | 'specVer' | 'sowDate' | 'remark' | 'createdBy'> & BatchProjection & { version: number };

/** Spec versions never change once saved, so each is read once per process (bounded). */
const SPEC_CACHE_MAX = 5000;

/**
 * The batch log and its projections: reads a batch with its events, spec version and areas, locks what a write
 * touches, appends events and rewrites the projections. Methods take the executor (`Q`) so a write's reads run
 * inside its transaction; the protection and record calls of this module use the same ones.
 */
export class PlantRepository {
  private readonly specs = new Map<string, SpecVersion>();

  constructor(readonly db: Db) {}

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async spec(q: Q, fid: number, specId: number): Promise<SpecRow | null> {
    const [row] = await q
      .select({
        specId: plantSpecTable.specId,
        fid: plantSpecTable.fid,
        crop: plantSpecTable.crop,
        variety: plantSpecTable.variety,
        status: plantSpecTable.status,
        curVer: plantSpecTable.curVer,
      })
      .from(plantSpecTable)
      .where(and(eq(plantSpecTable.specId, specId), eq(plantSpecTable.fid, fid)));
    return row ?? null;
  }

  async specVersion(q: Q, specId: number, ver: number): Promise<SpecVersion | null> {
    const key = `${specId}:${ver}`;
    const hit = this.specs.get(key);
    if (hit) return hit;
    const [v] = await q
      .select()
      .from(plantSpecVersionTable)
      .where(and(eq(plantSpecVersionTable.specId, specId), eq(plantSpecVersionTable.ver, ver)));
    if (!v) return null;
    const phases = await q
      .select({ phase_id: plantSpecPhaseTable.phaseId, days: plantSpecPhaseTable.days, area_kind: plantSpecPhaseTable.areaKind })
      .from(plantSpecPhaseTable)
      .where(and(eq(plantSpecPhaseTable.specId, specId), eq(plantSpecPhaseTable.ver, ver)))
      .orderBy(asc(plantSpecPhaseTable.seq));
    const spec: SpecVersion = {
      spec_id: specId,
      ver,
      phases,
      seedling_plants_per_dish: v.seedlingPlantsPerDish,
      grow_plants_per_dish: v.growPlantsPerDish,
      seed_item_id: v.seedItemId,
      seed_per_dish: v.seedPerDish,
      yield_kg_per_dish: v.yieldKgPerDish,
      grades: v.grades,
    };
    if (this.specs.size >= SPEC_CACHE_MAX) this.specs.clear();
    this.specs.set(key, spec);
    return spec;
  }

  /** Every area of the factory with its field (a factory has tens of areas, read whole). */
  async areas(q: Q, fid: number): Promise<AreaRow[]> {
    const rows = await areasWithGrid(q, fid);
    return rows.map((r) => ({
      areaId: r.areaId,
      name: r.name,
      kind: r.kind,
      enabled: r.status === 'enabled',
      capacity: r.racks * r.layers * r.positionsPerLayer,
      fieldId: r.fieldId,
      fieldName: r.fieldName,
    }));
  }

  /** Locks the areas dishes go into, in id order, so two writes filling one area take turns. */
  async lockAreas(tx: Tx, areaIds: number[]): Promise<void> {
    if (areaIds.length === 0) return;
    await tx
      .select({ id: areaTable.areaId })
      .from(areaTable)
      .where(
        inArray(
          areaTable.areaId,
          [...new Set(areaIds)].sort((a, b) => a - b),
        ),
      )
      .orderBy(asc(areaTable.areaId))
      .for('update');
  }

  async batch(q: Q, fid: number, batchId: number, lock = false): Promise<BatchRow | null> {
    const query = q
      .select()
      .from(plantBatchTable)
      .where(and(eq(plantBatchTable.batchId, batchId), eq(plantBatchTable.fid, fid)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async events(q: Q, batchId: number): Promise<EventRow[]> {
    return q
      .select({ ...eventColumnsOf(), pesticide: materialItemTable.name, protSafeFrom: plantProtectionTable.safeFrom })
      .from(plantBatchEventTable)
      .leftJoin(plantProtectionTable, eq(plantProtectionTable.protId, plantBatchEventTable.protId))
      .leftJoin(materialItemTable, eq(materialItemTable.itemId, plantProtectionTable.itemId))
      // The batch is what its records still standing say: voided records and the void events are left out.
      .where(and(eq(plantBatchEventTable.batchId, batchId), eq(plantBatchEventTable.voided, false), ne(plantBatchEventTable.kind, 'void')))
      .orderBy(asc(plantBatchEventTable.seq));
  }

  /**
   * Dishes in an area now (deleted batches have no places) and the changes to it recorded with a date after
   * `after` by live batches: what `checkAreaCapacity` needs to check every day from `after` to today.
   */
  async occupancy(q: Q, fid: number, areaId: number, after: string): Promise<{ current: number; later: DatedChange[] }> {
    const [cur] = await q
      .select({ n: sql<number>`coalesce(sum(${plantBatchPlaceTable.dishes}), 0)::int` })
      .from(plantBatchPlaceTable)
      .where(and(eq(plantBatchPlaceTable.fid, fid), eq(plantBatchPlaceTable.areaId, areaId)));
    const e = plantBatchEventTable;
    const delta = sql<number>`sum(case when ${e.toAreaId} = ${areaId} then coalesce(${e.dishesTo}, ${e.dishes}) else 0 end - case when ${e.fromAreaId} = ${areaId} then ${e.dishes} else 0 end)::int`;
    const later = await q
      .select({ date: e.date, delta })
      .from(e)
      .innerJoin(plantBatchTable, and(eq(plantBatchTable.batchId, e.batchId), ne(plantBatchTable.status, 'del')))
      .where(and(or(eq(e.toAreaId, areaId), eq(e.fromAreaId, areaId)), sql`${e.date} > ${after}`, eq(e.voided, false)))
      .groupBy(e.date);
    return { current: cur?.n ?? 0, later };
  }

  batchNoTaken(q: Q, fid: number, batchNo: string): Promise<boolean> {
    return isTaken(q, plantBatchTable.batchId, [eq(plantBatchTable.fid, fid), eq(plantBatchTable.batchNo, batchNo)]);
  }

  /** Batch numbers of the factory starting with `prefix` (the day's generated numbers). */
  batchNosLike(q: Q, fid: number, prefix: string): Promise<string[]> {
    return numbersWithPrefix(q, plantBatchTable.batchNo, plantBatchTable.fid, fid, prefix);
  }

  async insertBatch(tx: Tx, b: NewBatch): Promise<number> {
    const [row] = await tx.insert(plantBatchTable).values(b).returning({ id: plantBatchTable.batchId });
    return row!.id;
  }

  async insertEvent(
    tx: Tx,
    e: EventColumns & { fid: number; batchId: number; seq: number; remark: string; operatorUid: number | null; protId?: number | null; voidOf?: number | null },
  ): Promise<number> {
    const [row] = await tx.insert(plantBatchEventTable).values(e).returning({ id: plantBatchEventTable.eventId });
    return row!.id;
  }

  async insertLoss(tx: Tx, fid: number, eventId: number, reason: (typeof plantLossTable.$inferInsert)['reason']): Promise<void> {
    await tx.insert(plantLossTable).values({ fid, eventId, reason });
  }

  async insertHarvest(tx: Tx, rows: (typeof plantHarvestTable.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(plantHarvestTable).values(rows);
  }

  /** Pictures of the factory among `picIds` (to refuse ids of another factory before attaching). */
  picIds(q: Q, fid: number, picIds: number[]): Promise<number[]> {
    return idsOfFactory(q, plantPicTable.picId, plantPicTable.fid, fid, picIds);
  }

  async attachPics(tx: Tx, fid: number, picIds: number[], to: { batchId: number; eventId: number; areaId: number }): Promise<void> {
    if (picIds.length === 0) return;
    await tx
      .update(plantPicTable)
      .set(to)
      .where(and(eq(plantPicTable.fid, fid), inArray(plantPicTable.picId, picIds)));
  }

  /** Writes the projection and the new version, only if the batch is still at `seen`; false when someone was first. */
  async saveProjection(tx: Tx, batchId: number, seen: number, version: number, p: BatchProjection): Promise<boolean> {
    const rows = await tx
      .update(plantBatchTable)
      .set({ ...p, version })
      .where(and(eq(plantBatchTable.batchId, batchId), eq(plantBatchTable.version, seen)))
      .returning({ id: plantBatchTable.batchId });
    return rows.length === 1;
  }

  async replacePlaces(tx: Tx, fid: number, batchId: number, places: readonly PlaceRow[]): Promise<void> {
    await tx.delete(plantBatchPlaceTable).where(eq(plantBatchPlaceTable.batchId, batchId));
    if (places.length === 0) return;
    await tx
      .insert(plantBatchPlaceTable)
      .values(places.map((p) => ({ batchId, fid, phase: p.phase, areaId: p.area_id, dishes: p.dishes, plants: p.plants, since: p.since })));
  }

  async placesOf(q: Q, batchIds: number[]): Promise<(typeof plantBatchPlaceTable.$inferSelect)[]> {
    if (batchIds.length === 0) return [];
    return q.select().from(plantBatchPlaceTable).where(inArray(plantBatchPlaceTable.batchId, batchIds));
  }

  /** Deleted batches keep their log and counts, leave every area and are listed in 批次删除记录. */
  async markDeleted(tx: Tx, batchId: number, uid: number, reason: string): Promise<void> {
    await tx
      .update(plantBatchTable)
      .set({ status: 'del', deletedAt: new Date(), deletedBy: uid, delReason: reason })
      .where(eq(plantBatchTable.batchId, batchId));
    await tx.delete(plantBatchPlaceTable).where(eq(plantBatchPlaceTable.batchId, batchId));
  }
}

/** Every area of the factory with its field and grid, fields and areas in their sort order. */
export function areasWithGrid(q: Q, fid: number) {
  return q
    .select({
      fieldId: fieldTable.fieldId,
      fieldName: fieldTable.name,
      fieldStatus: fieldTable.status,
      areaId: areaTable.areaId,
      name: areaTable.name,
      kind: areaTable.kind,
      status: areaTable.status,
      racks: areaTable.racks,
      layers: areaTable.layers,
      positionsPerLayer: areaTable.positionsPerLayer,
    })
    .from(areaTable)
    .innerJoin(fieldTable, eq(fieldTable.fieldId, areaTable.fieldId))
    .where(eq(areaTable.fid, fid))
    .orderBy(asc(fieldTable.sortNo), asc(fieldTable.fieldId), asc(areaTable.sortNo), asc(areaTable.areaId));
}

/** Every column of a batch event, as the log reads them (select with extra joined columns beside them). */
export function eventColumnsOf() {
  const e = plantBatchEventTable;
  return {
    eventId: e.eventId,
    fid: e.fid,
    batchId: e.batchId,
    seq: e.seq,
    kind: e.kind,
    date: e.date,
    fromPhase: e.fromPhase,
    fromAreaId: e.fromAreaId,
    toPhase: e.toPhase,
    toAreaId: e.toAreaId,
    dishes: e.dishes,
    dishesTo: e.dishesTo,
    plants: e.plants,
    kg: e.kg,
    protId: e.protId,
    voidOf: e.voidOf,
    voided: e.voided,
    remark: e.remark,
    operatorUid: e.operatorUid,
    createdAt: e.createdAt,
  };
}
