/**
 * The planting vocabulary shared by server, web and the demo generator: area kinds, dish types, phase
 * groups, batch event kinds, loss reasons, protection kinds, material kinds and movements, each with the
 * Chinese label pages show. Phase ids and their labels are spec §4 (`PLANT_PHASES` in labels/enum-labels.ts).
 */
import { labeller, labelsOf, type PlantPhase } from '../labels/enum-labels.js';

/** Kinds of factory areas (区域). `seedling`/`grow`/`pack`/`store` are the values the demo data already uses. */
export const AREA_KINDS = ['seedling', 'grow', 'pack', 'store', 'other'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];
export const AREA_KIND_LABELS: Readonly<Record<AreaKind, string>> = { seedling: '育苗', grow: '栽培', pack: '包装', store: '冷库', other: '其他' };
/** Areas where dishes stand: the only ones with dish positions that count. */
export const DISH_AREA_KINDS: readonly AreaKind[] = ['seedling', 'grow', 'other'];

/** A seedling dish (育苗盘) holds many small plants; a growing dish (栽培盘, 定植板) fewer, spaced for growth. */
export const DISH_TYPES = ['seedling', 'growing'] as const;
export type DishType = (typeof DISH_TYPES)[number];
export const DISH_TYPE_LABELS: Readonly<Record<DishType, string>> = { seedling: '育苗盘', growing: '栽培盘' };

/**
 * The life of a batch in canonical order. A crop spec's phase template is a subsequence of it. Phases up
 * to `grow` hold dishes with plants; from `pick` on the batch is produce counted in kg.
 */
export const PHASE_ORDER: readonly PlantPhase[] = ['sprouting', 'grow_seedling', 'grow', 'pick', 'tmp_storage', 'storage'];
export const GROWING_PHASES = ['sprouting', 'grow_seedling', 'grow'] as const;
export type GrowingPhase = (typeof GROWING_PHASES)[number];
export const PRODUCE_PHASES = ['pick', 'tmp_storage', 'storage'] as const;
export type ProducePhase = (typeof PRODUCE_PHASES)[number];
export const isGrowingPhase = (p: PlantPhase): p is GrowingPhase => (GROWING_PHASES as readonly string[]).includes(p);
export const isProducePhase = (p: PlantPhase): p is ProducePhase => (PRODUCE_PHASES as readonly string[]).includes(p);
/** Which dish a growing phase uses: germination and seedling raising in seedling dishes, growth in growing dishes. */
export const PHASE_DISH_TYPE: Readonly<Record<GrowingPhase, DishType>> = { sprouting: 'seedling', grow_seedling: 'seedling', grow: 'growing' };

/**
 * What can happen to a batch; every one is a row of the batch's event log. `void` corrects an earlier record by
 * reversal: the record stays in the log, marked voided, and the batch is replayed without it.
 */
export const BATCH_EVENT_KINDS = ['sow', 'move', 'transplant', 'loss', 'pick', 'store', 'protect', 'void'] as const;
export type BatchEventKind = (typeof BATCH_EVENT_KINDS)[number];
export const BATCH_EVENT_KIND_LABELS = labelsOf(BATCH_EVENT_KINDS, ['播种', '移动', '移栽', '损耗', '采收', '转存', '植保', '作废']);

/** active: plants in process; closed: every plant sown was lost or harvested; del: deleted with a reason. */
export const BATCH_STATUSES = ['active', 'closed', 'del'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Readonly<Record<BatchStatus, string>> = { active: '生产中', closed: '已结束', del: '已删除' };

export const LOSS_REASONS = ['disease', 'pest', 'damage', 'environment', 'quality', 'other'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];
export const LOSS_REASON_LABELS = labelsOf(LOSS_REASONS, ['病害', '虫害', '机械损伤', '环境异常', '品质淘汰', '其他']);

export const PROTECTION_KINDS = ['pest', 'disease', 'prevent'] as const;
export type ProtectionKind = (typeof PROTECTION_KINDS)[number];
export const PROTECTION_KIND_LABELS: Readonly<Record<ProtectionKind, string>> = { pest: '虫害防治', disease: '病害防治', prevent: '预防' };

export const PIC_KINDS = ['plant', 'pest'] as const;
export type PicKind = (typeof PIC_KINDS)[number];
export const PIC_KIND_LABELS: Readonly<Record<PicKind, string>> = { plant: '作物照片', pest: '病虫害照片' };

/** Seeds are planting's (plant.list / plant.edit); pesticides and supplies the store's (supply.list / supply.edit). */
export const MATERIAL_KINDS = ['seed', 'pesticide', 'supply'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MATERIAL_KIND_LABELS: Readonly<Record<MaterialKind, string>> = { seed: '种子', pesticide: '农药', supply: '耗材' };
export const MATERIAL_PERMS = {
  seed: { list: 'plant.list', edit: 'plant.edit' },
  pesticide: { list: 'supply.list', edit: 'supply.edit' },
  supply: { list: 'supply.list', edit: 'supply.edit' },
} as const satisfies Record<MaterialKind, { list: string; edit: string }>;

export const SUPPLY_CATEGORIES = ['sponge', 'nutrient', 'packaging', 'other'] as const;
export type SupplyCategory = (typeof SUPPLY_CATEGORIES)[number];
export const SUPPLY_CATEGORY_LABELS: Readonly<Record<SupplyCategory, string>> = {
  sponge: '育苗海绵',
  nutrient: '营养液',
  packaging: '包装材料',
  other: '其他',
};

/**
 * Stock movements. receive and return add to a lot (return: unused material back from production, 退料),
 * issue takes from it, adjust goes either way and needs a reason (stocktaking, damage, back to the supplier).
 */
export const STOCK_MOVE_KINDS = ['receive', 'issue', 'adjust', 'return'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];
export const STOCK_MOVE_KIND_LABELS: Readonly<Record<StockMoveKind, string>> = { receive: '入库', issue: '领用', adjust: '调整', return: '退料' };

export const areaKindLabel = labeller(AREA_KIND_LABELS);
export const batchEventKindLabel = labeller(BATCH_EVENT_KIND_LABELS);
export const batchStatusLabel = labeller(BATCH_STATUS_LABELS);
export const lossReasonLabel = labeller(LOSS_REASON_LABELS);
export const materialKindLabel = labeller(MATERIAL_KIND_LABELS);
export const stockMoveKindLabel = labeller(STOCK_MOVE_KIND_LABELS);
