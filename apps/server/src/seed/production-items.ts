import type { MaterialKind, SupplyCategory } from '@pfs/domain/plant';

/**
 * The demo factory's stock: suppliers, and the seeds, pesticides and supplies it buys — each with its lot size,
 * price, shelf life and the level at which the store keeper orders more. A few opening lots are chosen so that
 * today shows the stock warnings a real store has: a pesticide lot expiring this month, an old lot already
 * expired with some left.
 */

export type CatalogSupplier = { key: string; name: string; contact: string; phone: string; address: string };

export const DEMO_SUPPLIERS: readonly CatalogSupplier[] = [
  { key: 'seeds', name: '寿光蔬菜种业有限公司', contact: '刘经理', phone: '0536-5212345', address: '山东省寿光市农圣街 88 号' },
  { key: 'agro', name: '上海丰禾农资有限公司', contact: '陈主管', phone: '021-58761234', address: '上海市浦东新区川沙路 1200 号' },
  { key: 'bio', name: '浙江绿盾生物科技有限公司', contact: '周工', phone: '0571-86654321', address: '浙江省杭州市余杭区文一西路 998 号' },
  { key: 'supply', name: '苏州园丰园艺用品有限公司', contact: '吴小姐', phone: '0512-66881234', address: '江苏省苏州市吴中区木渎镇金山路 66 号' },
];

/** Opening stock received on the history's first day; an expiry relative to today makes a warning show today. */
export type CatalogOpening = { qty: number; expiresFromToday?: number; expiresAfterStart?: number };

export type CatalogItem = {
  key: string;
  kind: MaterialKind;
  name: string;
  unit: string;
  spec: string;
  low_stock_qty: number;
  supplier: string;
  /** Lot number prefix (the receiving day follows). */
  lotPrefix: string;
  /** What one delivery brings, and what a unit costs. */
  lotQty: number;
  price: number;
  /** Days from production to expiry. */
  shelfDays: number;
  /** A new lot is received when usable stock after an issue would fall below this. */
  reorderAt: number;
  opening?: CatalogOpening;
  crop?: string;
  variety?: string;
  germination_rate?: number;
  reg_no?: string;
  active_ingredient?: string;
  safety_days?: number;
  category?: SupplyCategory;
};

export const DEMO_ITEMS: readonly CatalogItem[] = [
  // Seeds: pelleted lettuce by the seed (粒), spinach and basil by weight.
  {
    key: 'seed_romaine',
    kind: 'seed',
    name: '意大利生菜',
    unit: '粒',
    spec: '丸粒化种子 5000 粒/袋',
    low_stock_qty: 8000,
    supplier: 'seeds',
    lotPrefix: 'YS',
    lotQty: 30000,
    price: 0.06,
    shelfDays: 540,
    reorderAt: 6000,
    crop: '生菜',
    variety: '意大利生菜',
    germination_rate: 95,
  },
  {
    key: 'seed_butter',
    kind: 'seed',
    name: '奶油生菜',
    unit: '粒',
    spec: '丸粒化种子 5000 粒/袋',
    low_stock_qty: 6000,
    supplier: 'seeds',
    lotPrefix: 'NY',
    lotQty: 25000,
    price: 0.07,
    shelfDays: 540,
    reorderAt: 5000,
    crop: '生菜',
    variety: '奶油生菜',
    germination_rate: 93,
  },
  {
    key: 'seed_spinach',
    kind: 'seed',
    name: '大叶菠菜',
    unit: 'g',
    spec: '500 g/袋',
    low_stock_qty: 60,
    supplier: 'seeds',
    lotPrefix: 'BC',
    lotQty: 500,
    price: 0.36,
    shelfDays: 450,
    reorderAt: 50,
    crop: '菠菜',
    variety: '大叶菠菜',
    germination_rate: 88,
  },
  {
    key: 'seed_basil',
    kind: 'seed',
    name: '甜罗勒',
    unit: 'g',
    spec: '100 g/袋',
    low_stock_qty: 15,
    supplier: 'seeds',
    lotPrefix: 'LL',
    lotQty: 100,
    price: 2.4,
    shelfDays: 450,
    reorderAt: 12,
    crop: '罗勒',
    variety: '甜罗勒',
    germination_rate: 90,
  },
  // Pesticides: the opening lot of 吡虫啉 expires in the spring with some left; 嘧菌酯's expires within the month.
  {
    key: 'imidacloprid',
    kind: 'pesticide',
    name: '吡虫啉',
    unit: 'g',
    spec: '10% 可湿性粉剂 100 g/袋',
    low_stock_qty: 100,
    supplier: 'agro',
    lotPrefix: 'BCL',
    lotQty: 500,
    price: 0.12,
    shelfDays: 730,
    reorderAt: 60,
    opening: { qty: 400, expiresAfterStart: 150 },
    reg_no: 'PD20080976',
    active_ingredient: '吡虫啉 10%',
    safety_days: 7,
  },
  {
    key: 'azoxystrobin',
    kind: 'pesticide',
    name: '嘧菌酯',
    unit: 'ml',
    spec: '250 g/L 悬浮剂 1 L/瓶',
    low_stock_qty: 300,
    supplier: 'agro',
    lotPrefix: 'MJZ',
    lotQty: 2000,
    price: 0.18,
    shelfDays: 730,
    reorderAt: 150,
    opening: { qty: 5000, expiresFromToday: 20 },
    reg_no: 'PD20060033',
    active_ingredient: '嘧菌酯 250 g/L',
    safety_days: 7,
  },
  {
    key: 'bacillus',
    kind: 'pesticide',
    name: '枯草芽孢杆菌',
    unit: 'g',
    spec: '1000 亿芽孢/g 可湿性粉剂 500 g/袋',
    low_stock_qty: 200,
    supplier: 'bio',
    lotPrefix: 'KCY',
    lotQty: 1000,
    price: 0.09,
    shelfDays: 540,
    reorderAt: 120,
    reg_no: 'PD20171822',
    active_ingredient: '枯草芽孢杆菌 1000 亿芽孢/g',
    safety_days: 3,
  },
  {
    key: 'matrine',
    kind: 'pesticide',
    name: '苦参碱',
    unit: 'ml',
    spec: '0.3% 水剂 1 L/瓶',
    low_stock_qty: 300,
    supplier: 'bio',
    lotPrefix: 'KSJ',
    lotQty: 2000,
    price: 0.05,
    shelfDays: 730,
    reorderAt: 150,
    reg_no: 'PD20101580',
    active_ingredient: '苦参碱 0.3%',
    safety_days: 10,
  },
  // Supplies.
  {
    key: 'sponge',
    kind: 'supply',
    name: '育苗海绵',
    unit: '片',
    spec: '120 孔/片',
    low_stock_qty: 150,
    supplier: 'supply',
    lotPrefix: 'HM',
    lotQty: 1200,
    price: 1.8,
    shelfDays: 1095,
    reorderAt: 60,
    category: 'sponge',
  },
  {
    key: 'nutrient_a',
    kind: 'supply',
    name: '营养液 A 液',
    unit: 'kg',
    spec: '浓缩液 25 kg/桶',
    low_stock_qty: 20,
    supplier: 'supply',
    lotPrefix: 'YYA',
    lotQty: 200,
    price: 9.5,
    shelfDays: 365,
    reorderAt: 25,
    category: 'nutrient',
  },
  {
    key: 'nutrient_b',
    kind: 'supply',
    name: '营养液 B 液',
    unit: 'kg',
    spec: '浓缩液 25 kg/桶',
    low_stock_qty: 20,
    supplier: 'supply',
    lotPrefix: 'YYB',
    lotQty: 200,
    price: 8.8,
    shelfDays: 365,
    reorderAt: 25,
    category: 'nutrient',
  },
  {
    key: 'bags',
    kind: 'supply',
    name: '保鲜包装袋',
    unit: '个',
    spec: '25 × 35 cm 防雾',
    low_stock_qty: 2000,
    supplier: 'supply',
    lotPrefix: 'BZ',
    lotQty: 20000,
    price: 0.15,
    shelfDays: 1095,
    reorderAt: 3000,
    category: 'packaging',
  },
];

/** The supply whose stocktaking yesterday found damaged stock, so 种植总览 shows a low-stock warning. */
export const LOW_STOCK_ITEM = 'sponge';
