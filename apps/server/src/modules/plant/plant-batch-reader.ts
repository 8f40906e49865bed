import type { BatchView, Names } from '@pfs/domain/plant';
import { notFound } from '../../lib/app-error.js';
import type { SpecVersion } from './plant-event-codec.js';
import type { AreaRow, BatchRow, PlantRepository, Q, SpecRow } from './plant.repository.js';
import type { Clock } from '../../lib/clock.js';
import { batchView, placeView, type AreaName, type PlaceView } from './plant-view.js';

export type LoadedBatch = { row: BatchRow; spec: SpecRow; version: SpecVersion; areas: Map<number, AreaRow>; areaName: AreaName; names: Names };

/** One batch as every call answers it: the row, its spec version and the factory's area names. */
export class BatchReader {
  constructor(
    readonly repo: PlantRepository,
    private readonly clock: Clock,
  ) {}

  today() {
    return this.clock.today();
  }

  /** The batch with what its views and rules need; 404 when it is not the factory's. */
  async load(q: Q, fid: number, batchId: number, lock = false): Promise<LoadedBatch> {
    const row = await this.repo.batch(q, fid, batchId, lock);
    if (!row) throw notFound(`批次 ${batchId} 不存在`);
    const spec = await this.repo.spec(q, fid, row.specId);
    const version = await this.repo.specVersion(q, row.specId, row.specVer);
    // The foreign keys make both exist; a missing one is a broken database, not a user's mistake.
    if (!spec || !version) throw new Error(`batch ${batchId}: spec ${row.specId} v${row.specVer} missing`);
    const areas = new Map((await this.repo.areas(q, fid)).map((a) => [a.areaId, a]));
    const areaName = (id: number) => areas.get(id)?.name ?? `区域 ${id}`;
    return { row, spec, version, areas, areaName, names: { batchNo: row.batchNo, areaName } };
  }

  /** The batch and its places as they are now: the reply of every write, and of a lost concurrent one. */
  async result(q: Q, fid: number, batchId: number, eventId: number | null = null): Promise<{ batch: BatchView; places: PlaceView[]; event_id: number | null }> {
    const b = await this.load(q, fid, batchId);
    const places = await this.repo.placesOf(q, [batchId]);
    const today = this.today();
    const views = places
      .map((p) => placeView(b.version, { phase: p.phase, area_id: p.areaId, dishes: p.dishes, plants: p.plants, since: p.since }, b.areaName, today))
      .sort(byPlace);
    return { batch: batchView(b.row, b.spec, b.version, views, b.areaName, today), places: views, event_id: eventId };
  }
}

const PHASE_RANK = { sprouting: 0, grow_seedling: 1, grow: 2 } as const;
export const byPlace = (a: { phase: keyof typeof PHASE_RANK; area_id: number }, b: { phase: keyof typeof PHASE_RANK; area_id: number }) =>
  PHASE_RANK[a.phase] - PHASE_RANK[b.phase] || a.area_id - b.area_id;
