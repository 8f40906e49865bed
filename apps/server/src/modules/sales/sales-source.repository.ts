import { asc, eq } from 'drizzle-orm';
import type { AreaKind } from '@pfs/domain/plant';
import type { GradeRule } from '@pfs/domain/plant-spec';
import type { ScheduleSpec } from '@pfs/domain/sales';
import { AppError } from '../../lib/app-error.js';
import { areaTable } from '../facility/index.js';
import type { PlantSpecService } from '../plant-spec/index.js';
import type { Q } from './sales.repository.js';

export type SpecHead = { specId: number; crop: string; variety: string; status: 'enabled' | 'disabled'; curVer: number };
export type PlanSpec = ScheduleSpec & { spec_id: number; ver: number; grades: GradeRule[] };
export type AreaRow = { areaId: number; name: string; kind: AreaKind; enabled: boolean; capacity: number };

/** Spec versions never change once saved: each is read once per process (bounded). */
const SPEC_CACHE_MAX = 2000;

/** What orders are planned from: the factory's crop specs (through the crop spec module) and its areas. */
export class SalesSourceRepository {
  private readonly versions = new Map<string, PlanSpec>();

  constructor(private readonly specs: PlantSpecService) {}

  /** The spec's version `ver` (current when absent) with its head; null when absent or another factory's. */
  async read(fid: number, specId: number, ver?: number): Promise<{ head: SpecHead; spec: PlanSpec } | null> {
    try {
      const s = await this.specs.get(fid, specId, ver);
      const v = s.version;
      const spec: PlanSpec = { spec_id: specId, ver: v.ver, phases: v.phases, seedling_plants_per_dish: v.seedling_plants_per_dish, grow_plants_per_dish: v.grow_plants_per_dish, yield_kg_per_dish: v.yield_kg_per_dish, grades: v.grades };
      return { head: { specId, crop: s.crop, variety: s.variety, status: s.status, curVer: s.cur_ver }, spec };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  async version(fid: number, specId: number, ver: number): Promise<PlanSpec | null> {
    const key = `${fid}:${specId}:${ver}`;
    const hit = this.versions.get(key);
    if (hit) return hit;
    const spec = (await this.read(fid, specId, ver))?.spec ?? null;
    if (!spec) return null;
    if (this.versions.size >= SPEC_CACHE_MAX) this.versions.clear();
    this.versions.set(key, spec);
    return spec;
  }

  /** Enabled specs with their current version's grades and days (the order form). */
  async options(fid: number) {
    const { items } = await this.specs.list(fid, { page: 1, size: 200, status: 'enabled' });
    return items.map((s) => ({
      spec_id: s.spec_id,
      crop: s.crop,
      variety: s.variety,
      grades: s.version.grades.map((g) => ({ grade: g.grade, name: g.name })),
      cycle_days: s.version.phases.reduce((n, p) => n + p.days, 0),
      yield_kg_per_dish: s.version.yield_kg_per_dish,
    }));
  }

  async areas(q: Q, fid: number): Promise<AreaRow[]> {
    const rows = await q
      .select({ areaId: areaTable.areaId, name: areaTable.name, kind: areaTable.kind, status: areaTable.status, racks: areaTable.racks, layers: areaTable.layers, positions: areaTable.positionsPerLayer })
      .from(areaTable)
      .where(eq(areaTable.fid, fid))
      .orderBy(asc(areaTable.sortNo), asc(areaTable.areaId));
    return rows.map((r) => ({ areaId: r.areaId, name: r.name, kind: r.kind, enabled: r.status === 'enabled', capacity: r.racks * r.layers * r.positions }));
  }
}
