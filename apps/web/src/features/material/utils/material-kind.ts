import { MATERIAL_PERMS, type MaterialKind } from '@pfs/domain/plant';

/** What differs between the three material pages: title, permission codes, words and the unit the forms suggest. */
export type KindPage = {
  kind: MaterialKind;
  title: string;
  description: string;
  listCode: string;
  editCode: string;
  unitHint: string;
  namePlaceholder: string;
};

export const KIND_PAGES: Readonly<Record<MaterialKind, KindPage>> = {
  seed: {
    kind: 'seed',
    title: '种子',
    description: '种子按批号入库，播种时按先到期先出自动领用；过期批号不能领用。',
    listCode: MATERIAL_PERMS.seed.list,
    editCode: MATERIAL_PERMS.seed.edit,
    unitHint: '粒、g、袋',
    namePlaceholder: '如 意大利生菜种子',
  },
  pesticide: {
    kind: 'pesticide',
    title: '农药',
    description: '农药的安全间隔期在植保时冻结到记录上，期内的批次不能采收。',
    listCode: MATERIAL_PERMS.pesticide.list,
    editCode: MATERIAL_PERMS.pesticide.edit,
    unitHint: 'mL、g、瓶',
    namePlaceholder: '如 吡虫啉 10% 可湿性粉剂',
  },
  supply: {
    kind: 'supply',
    title: '耗材',
    description: '育苗海绵、营养液、包装材料等耗材的批号、库存和出入库。',
    listCode: MATERIAL_PERMS.supply.list,
    editCode: MATERIAL_PERMS.supply.edit,
    unitHint: '块、L、个、卷',
    namePlaceholder: '如 育苗海绵块',
  },
};

/** The tabs of a kind's page, in their order; the address names one as ?tab=. */
export const MATERIAL_TABS = ['items', 'lots', 'moves', 'suppliers'] as const;
export type MaterialTab = (typeof MATERIAL_TABS)[number];
export const tabOf = (v: string | null): MaterialTab => MATERIAL_TABS.find((t) => t === v) ?? 'items';
