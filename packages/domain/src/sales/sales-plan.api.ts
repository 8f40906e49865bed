import { z } from 'zod';
import { facBodySchema, fidSchema } from '../api/envelope.js';
import { daySchema, idSchema, textSchema } from '../api/fields.js';
import { areaKindSchema } from '../factory-cfg/factory-cfg.api.js';
import { lotIdSchema, remarkSchema } from '../plant/plant-fields.js';
import { orderRefBodySchema, orderSchema, orderStatusSchema, orderWriteRefBodySchema } from './sales.api.js';
import { BATCH_STATUSES, GROWING_PHASES } from '../plant/plant-vocab.js';
import { PLAN_STATUSES } from './sales-vocab.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { cropView, optBatchView, orderRefView, phasePlaceView, specRefView, specVerRefView } from '../api/view-fields.js';
import { pageCallsOf } from '../contract/call.js';

/**
 * Calls of 订单排产 that plan: back-scheduling an order (the plan or the shortage and earliest date),
 * accepting a plan (planned batches), cancelling, the Gantt of orders and batches, the order's detail with
 * its progress, and the due sowings the planting pages show (plant.list / plant.edit).
 */

export const planIdSchema = idSchema('计划批次编号', 'plan_id');

export const scheduleOrderBodySchema = orderRefBodySchema.extend({
  /** Try another delivery date than the order's (the dialog's date picker). */
  delivery_date: daySchema('交货日期', 'delivery_date').optional(),
});
export const acceptPlanBodySchema = orderWriteRefBodySchema.extend({
  /** The delivery date whose plan is accepted; another than the order's moves its delivery date. */
  delivery_date: daySchema('交货日期', 'delivery_date'),
});

const plannedPlaceViewSchema = z.object({ ...phasePlaceView, start: z.string(), days: z.number() });
/** What a planned batch sows and expects, and where its dishes will stand phase by phase. */
const plannedAmount = { dishes: z.number(), plants: z.number(), expected_kg: z.number(), places: z.array(plannedPlaceViewSchema) };
export const planBatchViewSchema = z.object({
  line_id: z.number(),
  ...specVerRefView,
  qty_kg: z.number(),
  sow_date: z.string(),
  pick_date: z.string(),
  ...plannedAmount,
  /** This crop's loss rate here (closed batches of the last year), used to gross the plants up. */
  loss_rate: z.number(),
});
export type PlanBatchView = z.infer<typeof planBatchViewSchema>;

export const shortageSchema = z.object({
  line_id: z.number(),
  ...cropView,
  phase: z.enum(GROWING_PHASES),
  area_kind: areaKindSchema,
  date: z.string(),
  need: z.number(),
  free: z.number(),
  area_names: z.array(z.string()),
});

export const orderPlanSchema = z.object({
  ok: z.boolean(),
  delivery_date: z.string(),
  /** When it does not fit: the sowing day has passed, an area kind is short, or a spec expects no yield. */
  reason: z.enum(['past', 'capacity', 'no_yield']).nullable(),
  message: z.string(),
  batches: z.array(planBatchViewSchema),
  shortages: z.array(shortageSchema),
  earliest: z.object({ delivery_date: z.string(), batches: z.array(planBatchViewSchema) }).nullable(),
});
export type OrderPlan = z.infer<typeof orderPlanSchema>;

/** A planned batch with what became of it. */
export const planBatchSchema = planBatchViewSchema.extend({
  plan_id: z.number(),
  order_id: z.number(),
  status: z.enum(PLAN_STATUSES),
  ...optBatchView,
  batch_status: z.enum(BATCH_STATUSES).nullable(),
  phase: z.enum(PLANT_PHASES).nullable(),
  plants_now: z.number(),
  plants_lost: z.number(),
  kg_harvested: z.number(),
});
export type PlanBatch = z.infer<typeof planBatchSchema>;

/** Whether the order will be on time: each line's grade expected by the delivery date (safety intervals, losses) against its kg. */
const orderForecastSchema = z.object({
  state: z.enum(['unplanned', 'on_time', 'at_risk', 'late', 'done', 'cancelled']),
  message: z.string(),
  expected_kg: z.number(),
  harvested_kg: z.number(),
  last_pick: z.string().nullable(),
  /** Per line: its grade picked and expected by delivery, and why it is at risk. */
  lines: z.array(
    z.object({ line_id: z.number(), picked_kg: z.number(), expected_kg: z.number(), ready_on: z.string().nullable(), at_risk: z.boolean(), reasons: z.array(z.string()) }),
  ),
});
export const orderDetailSchema = orderSchema.extend({
  cust_kind: z.string(),
  plans: z.array(planBatchSchema),
  forecast: orderForecastSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ganttBodySchema = z.object({
  fid: fidSchema,
  start_day: daySchema('开始日期', 'start_day'),
  end_day: daySchema('结束日期', 'end_day'),
  status: orderStatusSchema.optional(),
});
export const ganttRowSchema = z.object({
  ...orderRefView,
  status: orderStatusSchema,
  delivery_date: z.string(),
  batches: z.array(
    z.object({
      plan_id: z.number(),
      label: z.string(),
      status: z.enum(PLAN_STATUSES),
      phases: z.array(z.object({ phase: z.enum(PLANT_PHASES), start: z.string(), end: z.string() })),
      /** The batch sown for the plan (null while planned). */
      batch_id: z.number().nullable().optional(),
      /** What the sown batch really did, phase by phase (end null: still in it), drawn against the plan. */
      actual: z.array(z.object({ phase: z.enum(PLANT_PHASES), start: z.string(), end: z.string().nullable() })).optional(),
    }),
  ),
  /** The order's forecast when it may miss its date (at_risk, late, unplanned …); null when on time or closed. */
  risk: z.object({ state: z.string(), message: z.string() }).nullable().optional(),
});
export type GanttRow = z.infer<typeof ganttRowSchema>;

/** Planned batches due to be sown (the planting pages' 待播种 list). */
export const dueSowingBodySchema = z.object({ fid: fidSchema, days: z.number().int().min(0, '天数须在 0–60 之间').max(60, '天数须在 0–60 之间').default(14) });
export const dueSowingSchema = z.object({
  plan_id: z.number(),
  ...orderRefView,
  delivery_date: z.string(),
  ...specRefView,
  sow_date: z.string(),
  /** Days past the planned sowing (0 today, negative: still ahead). */
  late_days: z.number(),
  ...plannedAmount,
});
export type DueSowing = z.infer<typeof dueSowingSchema>;

export const sowPlannedBodySchema = z.object({
  fid: fidSchema,
  plan_id: planIdSchema,
  sow_date: daySchema('播种日期', 'sow_date'),
  seed_lot_id: lotIdSchema.optional(),
  remark: remarkSchema,
});
export const cancelOrderBodySchema = orderWriteRefBodySchema.extend({
  reason: textSchema('取消原因', 200, { min: 2, minMsg: '请填写取消原因（至少 2 个字）' }),
});
/** 完成订单: with a line short, the rest is cancelled and `reason` says why (without it the call is refused). */
export const completeOrderBodySchema = orderWriteRefBodySchema.extend({
  reason: textSchema('未发部分的取消原因', 200).optional(),
});

/** Enabled crop specs for the order form (a sales role need not see the planting pages): grades and days. */
export const salesSpecOptionSchema = z.object({
  ...specRefView,
  grades: z.array(z.object({ grade: z.string(), name: z.string() })),
  /** Planned days from sowing to delivery (every phase). */
  cycle_days: z.number(),
  yield_kg_per_dish: z.number(),
});
export type SalesSpecOption = z.infer<typeof salesSpecOptionSchema>;
export const sowPlannedReplySchema = z.object({ batch_id: z.number() });
export type SowPlannedReply = z.infer<typeof sowPlannedReplySchema>;

const { list, edit } = pageCallsOf('订单排产', 'sales');

export const getSalesSpecOptions = list.post('/api/get_sales_spec_options', { summary: '可下单的品种规格（等级、周期天数）', body: facBodySchema, data: z.array(salesSpecOptionSchema) });

export const getSalesOrderDetail = list.post('/api/get_sales_order_detail', { summary: '订单详情：计划批次及其进度、是否能按期交货', body: orderRefBodySchema, data: orderDetailSchema });

export const cancelSalesOrder = edit.post('/api/cancel_sales_order', { summary: '取消订单（释放未播种的计划批次）', body: cancelOrderBodySchema, data: orderSchema });

export const completeSalesOrder = edit.post('/api/complete_sales_order', { summary: '完成订单：各行已发足；未发足时须填写取消原因，未发部分取消并记入备注和日志', body: completeOrderBodySchema, data: orderSchema });

export const scheduleSalesOrder = list.post('/api/schedule_sales_order', { summary: '订单排产预览：计划批次，或哪个区域哪天不够及最早可交货日期', body: scheduleOrderBodySchema, data: orderPlanSchema });

export const acceptSalesPlan = edit.post('/api/accept_sales_plan', { summary: '接受排产：生成计划批次，订单变为已排产', body: acceptPlanBodySchema, data: orderSchema });

export const getSalesGantt = list.post('/api/get_sales_gantt', { summary: '订单与批次甘特图：计划阶段、已播种批次的实际阶段、可能延误的订单', body: ganttBodySchema, data: z.array(ganttRowSchema) });

/** The planting pages' 待播种: plant.list / plant.edit, the planting pages' own permissions. */
const sowing = pageCallsOf('订单排产', 'plant');
export const getPlantDueSowingList = sowing.list.post('/api/get_plant_due_sowing_list', { summary: '待播种的订单计划批次（今天起若干天内及已逾期）', body: dueSowingBodySchema, data: z.array(dueSowingSchema) });

export const sowSalesPlan = sowing.edit.post('/api/sow_sales_plan', { summary: '按计划播种：生成正常批次并关联订单', body: sowPlannedBodySchema, data: sowPlannedReplySchema });
