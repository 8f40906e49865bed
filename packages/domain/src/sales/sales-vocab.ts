/**
 * The order vocabulary shared by server, web and the demo generator: customer kinds, order and planned
 * batch statuses with the Chinese labels pages show (docs/production.md, 订单与排产).
 */
import type { GrowingPhase } from '../plant/plant-vocab.js';
import { labelsOf } from '../labels/enum-labels.js';

export const CUSTOMER_KINDS = ['supermarket', 'wholesale', 'catering', 'canteen', 'ecommerce', 'other'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export const CUSTOMER_KIND_LABELS = labelsOf(CUSTOMER_KINDS, ['商超', '批发', '餐饮', '团餐食堂', '电商', '其他']);

export type CustomerContact = { name: string; mobile: string; title: string };
export type CustomerAddress = { label: string; address: string };

/** draft → scheduled (plan accepted) → producing (a planned batch sown) → partial (something shipped) → done; or cancelled. */
export const ORDER_STATUSES = ['draft', 'scheduled', 'producing', 'partial', 'done', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS = labelsOf(ORDER_STATUSES, ['草稿', '已排产', '生产中', '部分发货', '已完成', '已取消']);
/** Orders whose lines may still be edited (a scheduled one is re-planned on save). */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['draft', 'scheduled'];
/** Orders that may be cancelled: nothing shipped yet. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['draft', 'scheduled', 'producing'];
/** Orders that may be completed by hand (something shipped; the rest met or cancelled with a reason). */
export const COMPLETABLE_ORDER_STATUSES: readonly OrderStatus[] = ['producing', 'partial'];

/** planned: to be sown; sown: a real batch stands for it; released: the order was cancelled or re-planned. */
export const PLAN_STATUSES = ['planned', 'sown', 'released'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Readonly<Record<PlanStatus, string>> = { planned: '待播种', sown: '已播种', released: '已释放' };

/** One growing phase of a planned batch: where its dishes stand, from `start` for `days` days. */
export type PlannedPlace = { phase: GrowingPhase; area_id: number; dishes: number; start: string; days: number };
