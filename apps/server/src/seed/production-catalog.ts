import type { AreaKind, ClimateTargets, GradeRule, LossReason, PhaseStep, ProtectionKind } from '@pfs/domain';

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

/** Climate targets per area kind (物联网配置), around the set-points the demo rooms run at (climate-rooms.ts). */
export const DEMO_CLIMATE_TARGETS: Partial<Record<AreaKind, ClimateTargets>> = {
  seedling: {
    temp_min: 19,
    temp_max: 25,
    rh_min: 65,
    rh_max: 85,
    co2_min: 600,
    co2_max: 1200,
    light_hours_min: 14,
    light_hours_max: 17,
    dli_min: 18,
    dli_max: 28,
  },
  grow: { temp_min: 17, temp_max: 25, rh_min: 58, rh_max: 80, co2_min: 700, co2_max: 1300, light_hours_min: 15, light_hours_max: 17, dli_min: 22, dli_max: 32 },
  pack: {
    temp_min: 8,
    temp_max: 16,
    rh_min: 60,
    rh_max: 85,
    co2_min: null,
    co2_max: null,
    light_hours_min: null,
    light_hours_max: null,
    dli_min: null,
    dli_max: null,
  },
  store: {
    temp_min: 1,
    temp_max: 4,
    rh_min: 85,
    rh_max: 95,
    co2_min: null,
    co2_max: null,
    light_hours_min: null,
    light_hours_max: null,
    dli_min: null,
    dli_max: null,
  },
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

const lettucePhases = (sprout: number, seedling: number, grow: number): PhaseStep[] => [
  { phase_id: 'sprouting', days: sprout, area_kind: 'seedling' },
  { phase_id: 'grow_seedling', days: seedling, area_kind: 'seedling' },
  { phase_id: 'grow', days: grow, area_kind: 'grow' },
  { phase_id: 'pick', days: 1, area_kind: 'pack' },
  { phase_id: 'tmp_storage', days: 1, area_kind: 'store' },
  { phase_id: 'storage', days: 2, area_kind: 'store' },
];
const LETTUCE_GRADES: GradeRule[] = [
  { grade: 'A', name: '一级', min_plant_g: 150 },
  { grade: 'B', name: '二级', min_plant_g: 110 },
  { grade: 'C', name: '三级', min_plant_g: 0 },
];
const ROOMS = { sprouting: ['育苗室'], grow_seedling: ['育苗室'], grow: ['栽培一区', '栽培二区'] };

export const DEMO_SPECS: readonly CatalogSpec[] = [
  {
    key: 'romaine',
    crop: '生菜',
    variety: '意大利生菜',
    remark: '主栽品种，全年连续生产',
    seedItem: 'seed_romaine',
    weight: 0.36,
    sowDishes: [14, 20],
    plantG: 150,
    germLoss: [0.03, 0.07],
    rooms: ROOMS,
    versions: [
      {
        daysAgo: null,
        phases: lettucePhases(3, 14, 21),
        seedling_plants_per_dish: 120,
        grow_plants_per_dish: 24,
        seed_per_dish: 126,
        yield_kg_per_dish: 3.4,
        grades: LETTUCE_GRADES,
      },
      // Saved three weeks ago: the new light recipe shortens growth to 19 days; active batches keep version 1.
      {
        daysAgo: 21,
        phases: lettucePhases(2, 13, 19),
        seedling_plants_per_dish: 120,
        grow_plants_per_dish: 24,
        seed_per_dish: 124,
        yield_kg_per_dish: 3.6,
        grades: LETTUCE_GRADES,
      },
    ],
  },
  {
    key: 'butterhead',
    crop: '生菜',
    variety: '奶油生菜',
    remark: '',
    seedItem: 'seed_butter',
    weight: 0.24,
    sowDishes: [12, 18],
    plantG: 125,
    germLoss: [0.04, 0.08],
    rooms: ROOMS,
    versions: [
      {
        daysAgo: null,
        phases: lettucePhases(2, 12, 20),
        seedling_plants_per_dish: 120,
        grow_plants_per_dish: 24,
        seed_per_dish: 126,
        yield_kg_per_dish: 2.9,
        grades: [
          { grade: 'A', name: '一级', min_plant_g: 125 },
          { grade: 'B', name: '二级', min_plant_g: 90 },
          { grade: 'C', name: '三级', min_plant_g: 0 },
        ],
      },
    ],
  },
  {
    key: 'spinach',
    crop: '菠菜',
    variety: '大叶菠菜',
    remark: '',
    seedItem: 'seed_spinach',
    weight: 0.2,
    sowDishes: [11, 16],
    plantG: 36,
    germLoss: [0.06, 0.12],
    rooms: ROOMS,
    versions: [
      {
        daysAgo: null,
        phases: [
          { phase_id: 'sprouting', days: 3, area_kind: 'seedling' },
          { phase_id: 'grow_seedling', days: 12, area_kind: 'seedling' },
          { phase_id: 'grow', days: 25, area_kind: 'grow' },
          { phase_id: 'pick', days: 1, area_kind: 'pack' },
          { phase_id: 'tmp_storage', days: 1, area_kind: 'store' },
          { phase_id: 'storage', days: 2, area_kind: 'store' },
        ],
        seedling_plants_per_dish: 150,
        grow_plants_per_dish: 30,
        seed_per_dish: 2.1,
        yield_kg_per_dish: 1.05,
        grades: [
          { grade: 'A', name: '一级', min_plant_g: 35 },
          { grade: 'B', name: '二级', min_plant_g: 0 },
        ],
      },
    ],
  },
  {
    key: 'basil',
    crop: '罗勒',
    variety: '甜罗勒',
    remark: '香草，供餐饮客户',
    seedItem: 'seed_basil',
    weight: 0.2,
    sowDishes: [10, 15],
    plantG: 28,
    germLoss: [0.05, 0.1],
    rooms: ROOMS,
    versions: [
      {
        daysAgo: null,
        // Basil skips the temporary store: cut stems go straight to the cold store.
        phases: [
          { phase_id: 'sprouting', days: 4, area_kind: 'seedling' },
          { phase_id: 'grow_seedling', days: 16, area_kind: 'seedling' },
          { phase_id: 'grow', days: 25, area_kind: 'grow' },
          { phase_id: 'pick', days: 1, area_kind: 'pack' },
          { phase_id: 'storage', days: 2, area_kind: 'store' },
        ],
        seedling_plants_per_dish: 100,
        grow_plants_per_dish: 16,
        seed_per_dish: 0.5,
        yield_kg_per_dish: 0.45,
        grades: [
          { grade: 'A', name: '一级', min_plant_g: 25 },
          { grade: 'B', name: '二级', min_plant_g: 0 },
        ],
      },
    ],
  },
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
