import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PlantPhase } from '@pfs/domain';
import type { AreaKind } from '@pfs/domain/plant';
import type { GradeRule } from '@pfs/domain/plant-spec';
import type { Db } from '../../db/client.js';
import { materialItemTable } from '../material/index.js';
import { userTable, userOf } from '../user/index.js';
import { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable } from './plant-spec.table.js';
import { countWhere, fetchPage, kwMatch } from '../../lib/paging.js';
import { enabledRows, firstRow, isTaken } from '../../lib/row-lookups.js';

export type SpecRow = typeof plantSpecTable.$inferSelect;
export type Status = 'enabled' | 'disabled';
export type SpecFilter = { page: number; size: number; kw?: string; crop?: string; status?: Status };
/** What a batch follows: the fields of one version. */
export type VersionInput = {
  phases: { phase_id: PlantPhase; days: number; area_kind: AreaKind }[];
  seedlingPlantsPerDish: number;
  growPlantsPerDish: number;
  seedPerDish: number;
  seedItemId: number | null;
  yieldKgPerDish: number;
  grades: GradeRule[];
};
export type VersionRow = VersionInput & {
  specId: number;
  ver: number;
  seedItemName: string | null;
  seedUnit: string | null;
  createdAt: Date;
  createdByName: string;
};
export type NamesInput = { crop: string; variety: string; remark: string };

/** What a version sets (densities, seed, yield, grades): written as given, read back as stored. */
const VERSION_SETTINGS = ['seedlingPlantsPerDish', 'growPlantsPerDish', 'seedPerDish', 'seedItemId', 'yieldKgPerDish', 'grades'] as const;
type VersionSetting = (typeof VERSION_SETTINGS)[number];
const settingsOf = <V extends Record<VersionSetting, unknown>>(v: V) => Object.fromEntries(VERSION_SETTINGS.map((k) => [k, v[k]])) as Pick<V, VersionSetting>;

/** Crop specs and their versions, every query scoped by fid; a new version is written under the spec's row lock. */
export class PlantSpecRepository {
  constructor(private readonly db: Db) {}

  async list(fid: number, f: SpecFilter): Promise<{ rows: SpecRow[]; total: number }> {
    const conds: (SQL | undefined)[] = [eq(plantSpecTable.fid, fid)];
    conds.push(kwMatch(f.kw, plantSpecTable.crop, plantSpecTable.variety, plantSpecTable.remark));
    if (f.crop) conds.push(eq(plantSpecTable.crop, f.crop));
    if (f.status) conds.push(eq(plantSpecTable.status, f.status));
    const where = and(...conds);
    return fetchPage(
      this.db.select().from(plantSpecTable).where(where).orderBy(asc(plantSpecTable.crop), asc(plantSpecTable.variety), asc(plantSpecTable.specId)),
      countWhere(this.db, plantSpecTable, where),
      f,
    );
  }

  get(fid: number, specId: number): Promise<SpecRow | undefined> {
    return firstRow(this.db, plantSpecTable, eq(plantSpecTable.fid, fid), eq(plantSpecTable.specId, specId));
  }

  enabled(fid: number): Promise<SpecRow[]> {
    return enabledRows(this.db, plantSpecTable, fid, asc(plantSpecTable.crop), asc(plantSpecTable.variety));
  }

  nameTaken(fid: number, crop: string, variety: string, except?: number): Promise<boolean> {
    return isTaken(this.db, plantSpecTable.specId, [eq(plantSpecTable.fid, fid), eq(plantSpecTable.crop, crop), eq(plantSpecTable.variety, variety)], except);
  }

  /** The seed item a version names, if it is this factory's. */
  seedItem(fid: number, itemId: number) {
    return this.db
      .select({ kind: materialItemTable.kind, name: materialItemTable.name, unit: materialItemTable.unit })
      .from(materialItemTable)
      .where(and(eq(materialItemTable.fid, fid), eq(materialItemTable.itemId, itemId)))
      .then((r) => r[0]);
  }

  /** The given versions with their phases, seed item and author; `keys` as [spec_id, ver]. */
  async versions(keys: [number, number][]): Promise<VersionRow[]> {
    if (keys.length === 0) return [];
    const specIds = [...new Set(keys.map(([s]) => s))];
    const want = new Set(keys.map(([s, v]) => `${s}:${v}`));
    const [vers, phases] = await Promise.all([
      this.db
        .select({ v: plantSpecVersionTable, seedItemName: materialItemTable.name, seedUnit: materialItemTable.unit, createdByName: userTable.cname })
        .from(plantSpecVersionTable)
        .leftJoin(materialItemTable, eq(materialItemTable.itemId, plantSpecVersionTable.seedItemId))
        .leftJoin(userTable, userOf(plantSpecVersionTable.createdBy))
        .where(inArray(plantSpecVersionTable.specId, specIds)),
      this.db
        .select()
        .from(plantSpecPhaseTable)
        .where(inArray(plantSpecPhaseTable.specId, specIds))
        .orderBy(asc(plantSpecPhaseTable.specId), asc(plantSpecPhaseTable.ver), asc(plantSpecPhaseTable.seq)),
    ]);
    return vers
      .filter((r) => want.has(`${r.v.specId}:${r.v.ver}`))
      .map(({ v, seedItemName, seedUnit, createdByName }) => ({
        specId: v.specId,
        ver: v.ver,
        phases: phases.filter((p) => p.specId === v.specId && p.ver === v.ver).map((p) => ({ phase_id: p.phaseId, days: p.days, area_kind: p.areaKind })),
        ...settingsOf(v),
        seedItemName,
        seedUnit,
        createdAt: v.createdAt,
        createdByName: createdByName ?? '',
      }));
  }

  /** Every version of a spec, newest first, with who made it (the batches sown on each are counted by the plant module). */
  async versionList(specId: number) {
    const vers = await this.db
      .select({ ver: plantSpecVersionTable.ver, createdAt: plantSpecVersionTable.createdAt, createdByName: userTable.cname })
      .from(plantSpecVersionTable)
      .leftJoin(userTable, userOf(plantSpecVersionTable.createdBy))
      .where(eq(plantSpecVersionTable.specId, specId))
      .orderBy(sql`${plantSpecVersionTable.ver} desc`);
    return vers.map((v) => ({ ...v, createdByName: v.createdByName ?? '' }));
  }

  /** A new spec with its first version. */
  async create(fid: number, names: NamesInput, v: VersionInput, uid: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [spec] = await tx
        .insert(plantSpecTable)
        .values({ fid, ...names, curVer: 1 })
        .returning({ id: plantSpecTable.specId });
      await this.insertVersion(tx, spec!.id, 1, v, uid);
      return spec!.id;
    });
  }

  /**
   * Saves names and — when `v` is given — a new version numbered after the current one, under the spec's row lock:
   * two saves at once get consecutive versions. Answers the version now current.
   */
  async update(specId: number, names: NamesInput, v: VersionInput | null, uid: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [spec] = await tx.select({ curVer: plantSpecTable.curVer }).from(plantSpecTable).where(eq(plantSpecTable.specId, specId)).for('update');
      const ver = v ? spec!.curVer + 1 : spec!.curVer;
      if (v) await this.insertVersion(tx, specId, ver, v, uid);
      await tx
        .update(plantSpecTable)
        .set({ ...names, curVer: ver, updatedAt: new Date() })
        .where(eq(plantSpecTable.specId, specId));
      return ver;
    });
  }

  private async insertVersion(tx: Pick<Db, 'insert'>, specId: number, ver: number, v: VersionInput, uid: number) {
    await tx.insert(plantSpecVersionTable).values({
      specId,
      ver,
      ...settingsOf(v),
      createdBy: uid,
    });
    await tx.insert(plantSpecPhaseTable).values(v.phases.map((p, seq) => ({ specId, ver, seq, phaseId: p.phase_id, days: p.days, areaKind: p.area_kind })));
  }

  async setStatus(specId: number, status: Status) {
    await this.db.update(plantSpecTable).set({ status, updatedAt: new Date() }).where(eq(plantSpecTable.specId, specId));
  }
}
