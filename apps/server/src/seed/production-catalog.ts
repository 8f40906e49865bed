import type { AreaKind, ClimateTargets, LossReason, PhaseStep, ProtectionKind } from '@pfs/domain/plant';
import type { GradeRule } from '@pfs/domain/plant-spec';

/**
 * What the demo factory grows: its rooms' dish positions, the climate each kind of room aims for, the crop specs
 * (with the phase templates, densities and seed the batches follow), the crop protections growers apply and the
 * losses they record. Its stock is production-items.ts. The generator (production-plan.ts) runs a year of
 * batches on these; nothing here is random.
 */

/** Dish positions of the demo rooms, by area name: racks × layers × positions per layer. */
export const DEMO_AREA_GRIDS: Readonly<Record<string, { racks: number; layers: number; positions_per_layer: number }>> = {
  育苗室: { racks: 6, layers: 5, positions_per_layer: 8 },
  栽培一区: { racks: 10, layers: 6, positions_per_layer: 8 },
  // The smaller room (its air conditioning is the one that falls behind in the heat wave).
  栽培二区: { racks: 8, layers: 6, positions_per_layer: 8 },
};

type Range = readonly [min: number, max: number] | null;

/** Climate targets from [min, max] pairs; null where a kind of room does not check the value. */
const targets = (temp: Range, rh: Range, co2: Range, lightHours: Range, dli: Range): ClimateTargets => ({
  temp_min: temp?.[0] ?? null,
  temp_max: temp?.[1] ?? null,
  rh_min: rh?.[0] ?? null,
  rh_max: rh?.[1] ?? null,
  co2_min: co2?.[0] ?? null,
  co2_max: co2?.[1] ?? null,
  light_hours_min: lightHours?.[0] ?? null,
  light_hours_max: lightHours?.[1] ?? null,
  dli_min: dli?.[0] ?? null,
  dli_max: dli?.[1] ?? null,
});

/** Climate targets per area kind (物联网配置), around the set-points the demo rooms run at (climate-rooms.ts). */
export const DEMO_CLIMATE_TARGETS: Partial<Record<AreaKind, ClimateTargets>> = {
  seedling: targets([19, 25], [65, 85], [600, 1200], [14, 17], [18, 28]),
  grow: targets([17, 25], [58, 80], [700, 1300], [15, 17], [22, 32]),
  pack: targets([8, 16], [60, 85], null, null, null),
  store: targets([1, 4], [85, 95], null, null, null),
};

export type CatalogVersion = {
  /** The day it was saved, as days before today; null: the history's first day. */
  daysAgo: number | null;
  phases: PhaseStep[];
  seedling_plants_per_dish: number;
  grow_plants_per_dish: number;
  seed_per_dish: number;
  yield_kg_per_dish: number;
  grades: GradeRule[];
};

export type CatalogSpec = {
  key: string;
  crop: string;
  variety: string;
  remark: string;
  seedItem: string;
  /** Share of the sowings. */
  weight: number;
  /** Seedling dishes a sowing fills. */
  sowDishes: [number, number];
  /** Average weight of a harvested plant, g, and the share of germination failures. */
  plantG: number;
  germLoss: [number, number];
  /** Rooms each growing phase uses, by name (the phase template names only the kind). */
  rooms: Partial<Record<'sprouting' | 'grow_seedling' | 'grow', string[]>>;
  versions: CatalogVersion[];
};

/** The phase template: days sprouting, as seedlings and growing, then a day to pick, a day in the temporary store (if used) and two in the cold store. */
const cropPhases = (sprout: number, seedling: number, grow: number, tmpStore = true): PhaseStep[] => [
  { phase_id: 'sprouting', days: sprout, area_kind: 'seedling' },
  { phase_id: 'grow_seedling', days: seedling, area_kind: 'seedling' },
  { phase_id: 'grow', days: grow, area_kind: 'grow' },
  { phase_id: 'pick', days: 1, area_kind: 'pack' },
  ...(tmpStore ? [{ phase_id: 'tmp_storage', days: 1, area_kind: 'store' } as const] : []),
  { phase_id: 'storage', days: 2, area_kind: 'store' },
];

const GRADE_NAMES = ['一级', '二级', '三级'] as const;
/** Grades A, B, … from the least weight of a plant in each, g (the last is 0: everything else). */
const grades = (...minPlantG: number[]): GradeRule[] => minPlantG.map((g, i) => ({ grade: 'ABC'[i]!, name: GRADE_NAMES[i]!, min_plant_g: g }));

const LETTUCE_GRADES = grades(150, 110, 0);
const ROOMS = { sprouting: ['育苗室'], grow_seedling: ['育苗室'], grow: ['栽培一区', '栽培二区'] };

type VersionRow = {
  daysAgo: number | null;
  phases: PhaseStep[];
  plantsPerDish: [seedling: number, grow: number];
  seed: number;
  yieldKg: number;
  grades: GradeRule[];
};
type SpecHead = Pick<CatalogSpec, 'key' | 'crop' | 'variety' | 'remark' | 'seedItem'>;
type SpecGrowth = Pick<CatalogSpec, 'weight' | 'sowDishes' | 'plantG' | 'germLoss'>;

/** A crop spec grown in the demo rooms, from its name, how it grows and its versions, oldest first. */
const spec = (head: SpecHead, growth: SpecGrowth, versions: VersionRow[]): CatalogSpec => ({
  ...head,
  ...growth,
  rooms: ROOMS,
  versions: versions.map((v) => ({
    daysAgo: v.daysAgo,
    phases: v.phases,
    seedling_plants_per_dish: v.plantsPerDish[0],
    grow_plants_per_dish: v.plantsPerDish[1],
    seed_per_dish: v.seed,
    yield_kg_per_dish: v.yieldKg,
    grades: v.grades,
  })),
});

export const DEMO_SPECS: readonly CatalogSpec[] = [
  spec(
    { key: 'romaine', crop: '生菜', variety: '意大利生菜', remark: '主栽品种，全年连续生产', seedItem: 'seed_romaine' },
    { weight: 0.36, sowDishes: [14, 20], plantG: 150, germLoss: [0.03, 0.07] },
    [
      { daysAgo: null, phases: cropPhases(3, 14, 21), plantsPerDish: [120, 24], seed: 126, yieldKg: 3.4, grades: LETTUCE_GRADES },
      // Saved three weeks ago: the new light recipe shortens growth to 19 days; active batches keep version 1.
      { daysAgo: 21, phases: cropPhases(2, 13, 19), plantsPerDish: [120, 24], seed: 124, yieldKg: 3.6, grades: LETTUCE_GRADES },
    ],
  ),
  spec(
    { key: 'butterhead', crop: '生菜', variety: '奶油生菜', remark: '', seedItem: 'seed_butter' },
    { weight: 0.24, sowDishes: [12, 18], plantG: 125, germLoss: [0.04, 0.08] },
    [{ daysAgo: null, phases: cropPhases(2, 12, 20), plantsPerDish: [120, 24], seed: 126, yieldKg: 2.9, grades: grades(125, 90, 0) }],
  ),
  spec(
    { key: 'spinach', crop: '菠菜', variety: '大叶菠菜', remark: '', seedItem: 'seed_spinach' },
    { weight: 0.2, sowDishes: [11, 16], plantG: 36, germLoss: [0.06, 0.12] },
    [{ daysAgo: null, phases: cropPhases(3, 12, 25), plantsPerDish: [150, 30], seed: 2.1, yieldKg: 1.05, grades: grades(35, 0) }],
  ),
  spec(
    { key: 'basil', crop: '罗勒', variety: '甜罗勒', remark: '香草，供餐饮客户', seedItem: 'seed_basil' },
    { weight: 0.2, sowDishes: [10, 15], plantG: 28, germLoss: [0.05, 0.1] },
    // Basil skips the temporary store: cut stems go straight to the cold store.
    [{ daysAgo: null, phases: cropPhases(4, 16, 25, false), plantsPerDish: [100, 16], seed: 0.5, yieldKg: 0.45, grades: grades(25, 0) }],
  ),
];

/** The spec of the sowing two days before today, whose sprouting is due today (the overview's to-do list). */
export const ANCHOR_SPEC = 'romaine';

/** The crop protections growers apply, in turn: what against, with which pesticide, how strong, how much per dish. */
export type CatalogTreatment = { kind: ProtectionKind; target: string; item: string; dose: string; perDish: number };
export const DEMO_TREATMENTS: readonly CatalogTreatment[] = [
  { kind: 'pest', target: '蚜虫', item: 'imidacloprid', dose: '2000 倍液喷雾', perDish: 0.12 },
  { kind: 'prevent', target: '霜霉病预防', item: 'bacillus', dose: '800 倍液喷雾', perDish: 0.25 },
  { kind: 'disease', target: '霜霉病', item: 'azoxystrobin', dose: '1500 倍液喷雾', perDish: 0.1 },
  { kind: 'pest', target: '蓟马', item: 'matrine', dose: '600 倍液喷雾', perDish: 0.35 },
  { kind: 'prevent', target: '灰霉病预防', item: 'bacillus', dose: '800 倍液喷雾', perDish: 0.25 },
];

/** Why dishes or plants are lost, with the remark growers write. */
export const LOSS_NOTES: Readonly<Record<'germination' | 'cull' | 'damage' | 'disease' | 'pest' | 'heat', { reason: LossReason; remark: string }>> = {
  germination: { reason: 'quality', remark: '未出苗、出苗不齐' },
  cull: { reason: 'quality', remark: '弱苗、病苗淘汰' },
  damage: { reason: 'damage', remark: '搬运时苗盘跌落' },
  disease: { reason: 'disease', remark: '根腐病，整盘清除' },
  pest: { reason: 'pest', remark: '蚜虫危害，叶片卷曲' },
  heat: { reason: 'environment', remark: '高温导致烧心' },
};
