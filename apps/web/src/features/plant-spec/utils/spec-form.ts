import { type PlantPhase } from '@pfs/domain';
import { PHASE_ORDER, checkPhaseTemplate, isGrowingPhase, type AreaKind } from '@pfs/domain/plant';
import { type SpecVersion, type specDetailSchema } from '@pfs/domain/plant-spec';
import type { z } from 'zod';
import type { SaveSpecInput } from '../api/save-plant-spec';

type SpecDetail = z.infer<typeof specDetailSchema>;

/** One row per phase of the canonical order: used or not, its planned days and area kind. */
export type PhaseRow = { phase_id: PlantPhase; used: boolean; days: number; area_kind: AreaKind };
export type GradeRow = { grade: string; name: string; min_plant_g: number };
export type SpecFormValues = {
  crop: string;
  variety: string;
  remark: string;
  phases: PhaseRow[];
  seedling_plants_per_dish: number;
  grow_plants_per_dish: number;
  seed_per_dish: number;
  seed_item_id: number | null;
  yield_kg_per_dish: number;
  grades: GradeRow[];
};

/** The area kind a phase usually uses: seedlings in the nursery, growth in grow rooms, produce packed, then cold. */
export const DEFAULT_AREA_KIND: Record<PlantPhase, AreaKind> = {
  sprouting: 'seedling',
  grow_seedling: 'seedling',
  grow: 'grow',
  pick: 'pack',
  tmp_storage: 'store',
  storage: 'store',
};
const DEFAULT_DAYS: Record<PlantPhase, number> = { sprouting: 2, grow_seedling: 14, grow: 21, pick: 0, tmp_storage: 1, storage: 2 };
const NEW_TEMPLATE: readonly PlantPhase[] = ['grow_seedling', 'grow', 'pick'];

/** The template as six rows in the canonical order, so it can only be ordered the way the server accepts. */
export function phaseRows(phases: SpecVersion['phases'] | null): PhaseRow[] {
  return PHASE_ORDER.map((phase_id) => {
    const step = phases?.find((p) => p.phase_id === phase_id);
    const used = phases ? !!step : NEW_TEMPLATE.includes(phase_id);
    return { phase_id, used, days: step?.days ?? DEFAULT_DAYS[phase_id], area_kind: step?.area_kind ?? DEFAULT_AREA_KIND[phase_id] };
  });
}

export function toSpecForm(spec: SpecDetail | null): SpecFormValues {
  const v = spec?.version;
  return {
    crop: spec?.crop ?? '',
    variety: spec?.variety ?? '',
    remark: spec?.remark ?? '',
    phases: phaseRows(v?.phases ?? null),
    seedling_plants_per_dish: v?.seedling_plants_per_dish ?? 120,
    grow_plants_per_dish: v?.grow_plants_per_dish ?? 24,
    seed_per_dish: v?.seed_per_dish ?? 0,
    seed_item_id: v?.seed_item_id ?? null,
    yield_kg_per_dish: v?.yield_kg_per_dish ?? 0,
    grades: v?.grades.map((g) => ({ ...g })) ?? [{ grade: 'A', name: '一级', min_plant_g: 0 }],
  };
}

export const usedPhases = (rows: readonly PhaseRow[]) => rows.filter((r) => r.used).map(({ phase_id, days, area_kind }) => ({ phase_id, days, area_kind }));

/** Null when the template can run a batch, else the server's own words for what is wrong. */
export const templateProblem = (rows: readonly PhaseRow[]) => checkPhaseTemplate(usedPhases(rows));

/** Planned days from sowing to the first pick: the growing phases laid end to end. */
export const growDays = (rows: readonly PhaseRow[]) => usedPhases(rows).reduce((a, p) => a + (isGrowingPhase(p.phase_id) ? p.days || 0 : 0), 0);

export function toSaveSpecBody(fid: number, specId: number | undefined, v: SpecFormValues): SaveSpecInput {
  return {
    fid,
    spec_id: specId,
    crop: v.crop.trim(),
    variety: v.variety.trim(),
    remark: (v.remark ?? '').trim(),
    phases: usedPhases(v.phases),
    seedling_plants_per_dish: v.seedling_plants_per_dish,
    grow_plants_per_dish: v.grow_plants_per_dish,
    seed_per_dish: v.seed_per_dish ?? 0,
    seed_item_id: v.seed_item_id ?? null,
    yield_kg_per_dish: v.yield_kg_per_dish ?? 0,
    grades: v.grades.map((g) => ({ grade: g.grade.trim().toUpperCase(), name: g.name.trim(), min_plant_g: g.min_plant_g ?? 0 })),
  };
}

const VERSION_FIELDS = [
  ['phases', '阶段模板'],
  ['seedling_plants_per_dish', '育苗盘株数'],
  ['grow_plants_per_dish', '栽培盘株数'],
  ['seed_per_dish', '每盘用种'],
  ['seed_item_id', '种子'],
  ['yield_kg_per_dish', '预期产量'],
  ['grades', '等级'],
] as const;

/**
 * What a save would change in the version (the server makes a new version exactly then): the editor says so before
 * saving, with how many batches keep the current one.
 */
export function versionChanges(spec: SpecDetail, v: SpecFormValues): string[] {
  const before = toSaveSpecBody(0, spec.spec_id, toSpecForm(spec));
  const after = toSaveSpecBody(0, spec.spec_id, v);
  return VERSION_FIELDS.filter(([k]) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map(([, label]) => label);
}
