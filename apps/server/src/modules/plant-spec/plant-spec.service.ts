import { firstPhase, isGrowingPhase, stepOf } from '@pfs/domain/plant';
import type { Paged } from '@pfs/domain';
import type { SaveSpecBody, SpecView, SpecVersion, specDetailSchema, specOptionSchema } from '@pfs/domain/plant-spec';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { PlantSpecRepository, SpecFilter, SpecRow, Status, VersionInput, VersionRow } from './plant-spec.repository.js';
import { pagedWith } from '../../lib/paging.js';

export type SpecDetail = z.infer<typeof specDetailSchema>;
export type SpecOption = z.infer<typeof specOptionSchema>;
export type SaveSpecResult = { spec: SpecDetail; msg: string };

function versionView(v: VersionRow): SpecVersion {
  return {
    ver: v.ver,
    phases: v.phases,
    seedling_plants_per_dish: v.seedlingPlantsPerDish,
    grow_plants_per_dish: v.growPlantsPerDish,
    seed_per_dish: v.seedPerDish,
    seed_item_id: v.seedItemId,
    seed_item_name: v.seedItemName,
    seed_unit: v.seedUnit,
    yield_kg_per_dish: v.yieldKgPerDish,
    grades: v.grades,
    // Sowing to the first pick day: the growing phases laid end to end.
    grow_days: v.phases.filter((p) => isGrowingPhase(p.phase_id)).reduce((a, p) => a + p.days, 0),
    created_at: v.createdAt.toISOString(),
    created_by_name: v.createdByName,
  };
}

/** The fields of a version, as they are compared: a save that changes none of them keeps the version. */
const versionKey = (v: VersionInput) =>
  JSON.stringify([
    v.phases.map((p) => [p.phase_id, p.days, p.area_kind]),
    v.seedlingPlantsPerDish,
    v.growPlantsPerDish,
    v.seedPerDish,
    v.seedItemId,
    v.yieldKgPerDish,
    v.grades.map((g) => [g.grade, g.name, g.min_plant_g]),
  ]);

const isUniqueViolation = (err: unknown) => {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Batches sown with specs (deleted ones left out): the plant module counts them and is handed in at composition (plant reads specs, not the reverse). */
export type SpecBatches = {
  /** Per spec: every batch, and those still growing. */
  batchCounts(specIds: number[]): Promise<Map<number, { all: number; active: number }>>;
  /** Per version of one spec: its batches. */
  versionCounts(specId: number): Promise<Map<number, number>>;
};

/**
 * 品种规格: a crop and variety with versions. Saving a change to what a batch follows (phase template,
 * densities, seed, expected yield, grades) makes the next version; batches keep the version they were sown with.
 */
export class PlantSpecService {
  constructor(
    private readonly repo: PlantSpecRepository,
    private readonly syslog: SyslogService,
    private readonly batches: SpecBatches,
  ) {}

  async list(fid: number, f: SpecFilter): Promise<Paged<SpecView>> {
    return pagedWith(this.repo.list(fid, f), (rows) => this.views(rows));
  }

  private async views(rows: SpecRow[], ver?: number): Promise<SpecView[]> {
    const [versions, counts] = await Promise.all([
      this.repo.versions(rows.map((r) => [r.specId, ver ?? r.curVer])),
      this.batches.batchCounts(rows.map((r) => r.specId)),
    ]);
    return rows.map((r) => {
      const v = versions.find((x) => x.specId === r.specId);
      if (!v) throw notFound(`品种规格 ${r.crop} / ${r.variety} 没有第 ${ver ?? r.curVer} 版`);
      const c = counts.get(r.specId);
      return {
        spec_id: r.specId,
        crop: r.crop,
        variety: r.variety,
        status: r.status,
        remark: r.remark,
        cur_ver: r.curVer,
        version: versionView(v),
        batch_ct: c?.all ?? 0,
        active_batch_ct: c?.active ?? 0,
      };
    });
  }

  async get(fid: number, specId: number, ver?: number): Promise<SpecDetail> {
    const spec = await this.mustGet(fid, specId);
    const [[view], versions, batchCts] = await Promise.all([this.views([spec], ver), this.repo.versionList(specId), this.batches.versionCounts(specId)]);
    return {
      ...view!,
      versions: versions.map((v) => ({ ver: v.ver, created_at: v.createdAt.toISOString(), created_by_name: v.createdByName, batch_ct: batchCts.get(v.ver) ?? 0 })),
    };
  }

  async save(b: SaveSpecBody, uid: number): Promise<SaveSpecResult> {
    if (b.seed_item_id !== null) {
      const item = await this.repo.seedItem(b.fid, b.seed_item_id);
      if (!item || item.kind !== 'seed') throw notFound('种子物料不存在、不属于本工厂或不是种子');
    }
    const before = b.spec_id ? await this.mustGet(b.fid, b.spec_id) : null;
    const name = `${b.crop} / ${b.variety}`;
    const taken = () => conflict(`品种规格「${name}」已存在`);
    if (await this.repo.nameTaken(b.fid, b.crop, b.variety, b.spec_id)) throw taken();
    const names = { crop: b.crop, variety: b.variety, remark: b.remark };
    const input: VersionInput = {
      phases: b.phases,
      seedlingPlantsPerDish: b.seedling_plants_per_dish,
      growPlantsPerDish: b.grow_plants_per_dish,
      seedPerDish: b.seed_per_dish,
      seedItemId: b.seed_item_id,
      yieldKgPerDish: b.yield_kg_per_dish,
      // Grade codes are matched case-blind at harvest; stored as capitals.
      grades: b.grades.map((g) => ({ ...g, grade: g.grade.toUpperCase() })),
    };
    let specId: number;
    let msg: string;
    try {
      if (!before) {
        specId = await this.repo.create(b.fid, names, input, uid);
        msg = '已保存为第 1 版';
        await this.log(b.fid, uid, `新建品种规格 ${name}（第 1 版）`);
      } else {
        specId = before.specId;
        const [cur] = await this.repo.versions([[before.specId, before.curVer]]);
        const changed = !cur || versionKey(cur) !== versionKey(input);
        const ver = await this.repo.update(before.specId, names, changed ? input : null, uid);
        msg = changed ? `已保存为第 ${ver} 版` : '已保存（阶段、密度、用种、产量和等级未变，版本不变）';
        const renamed = before.crop !== b.crop || before.variety !== b.variety ? `（原 ${before.crop} / ${before.variety}）` : '';
        await this.log(b.fid, uid, changed ? `修改品种规格 ${name}${renamed}，保存为第 ${ver} 版` : `修改品种规格 ${name}${renamed} 的名称或备注`);
      }
    } catch (err) {
      // Two saves of one name at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
    return { spec: await this.get(b.fid, specId), msg };
  }

  async setStatus(fid: number, specId: number, status: Status, uid: number): Promise<SpecView> {
    const spec = await this.mustGet(fid, specId);
    await this.repo.setStatus(specId, status);
    await this.log(fid, uid, `${status === 'enabled' ? '启用' : '停用'}品种规格 ${spec.crop} / ${spec.variety}`);
    const [view] = await this.views([{ ...spec, status }]);
    return view!;
  }

  /** Enabled specs for the sowing form, with what it needs of the current version. */
  async options(fid: number): Promise<SpecOption[]> {
    const specs = await this.repo.enabled(fid);
    const versions = await this.repo.versions(specs.map((s) => [s.specId, s.curVer]));
    return specs.flatMap((s) => {
      const v = versions.find((x) => x.specId === s.specId);
      if (!v) return [];
      const rules = { phases: v.phases, seedling_plants_per_dish: v.seedlingPlantsPerDish, grow_plants_per_dish: v.growPlantsPerDish };
      const first = firstPhase(rules);
      return [
        {
          spec_id: s.specId,
          crop: s.crop,
          variety: s.variety,
          cur_ver: s.curVer,
          first_phase: first,
          first_area_kind: stepOf(rules, first)!.area_kind,
          seedling_plants_per_dish: v.seedlingPlantsPerDish,
          grow_plants_per_dish: v.growPlantsPerDish,
          seed_per_dish: v.seedPerDish,
          seed_item_id: v.seedItemId,
          seed_unit: v.seedUnit,
        },
      ];
    });
  }

  private async mustGet(fid: number, specId: number): Promise<SpecRow> {
    const s = await this.repo.get(fid, specId);
    if (!s) throw notFound('品种规格不存在或不属于本工厂');
    return s;
  }

  private log(fid: number, uid: number, detail: string) {
    return this.syslog.facEvent({ fid, uid, type: 'plant_spec', detail });
  }
}
