import { z } from 'zod';
import { fidSchema, kwSchema, listBodySchema, optionalFilters, pagedSchema } from '../api/envelope.js';
import { daySchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { dayRangeFilter, kgSchema, remarkSchema, specIdSchema } from '../plant/plant-fields.js';
import { custIdSchema, customerRefBodySchema } from '../customer/customer.api.js';
import { ORDER_STATUSES } from './sales-vocab.js';
import { createdView, specRefView } from '../api/view-fields.js';
import { callAccess, pageCallsOf } from '../contract/call.js';

/**
 * Calls of 订单排产 (/plant/sales, /plant/sales_detail; sales.list / sales.edit): orders with their lines.
 * Scheduling (the plan, accepting it, the Gantt) is sales-plan.api.ts.
 */

export const orderIdSchema = idSchema('订单编号', 'order_id');
export const lineIdSchema = idSchema('订单行编号', 'line_id');
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: `订单状态 status 只能是 ${ORDER_STATUSES.join('、')}` });
export const orderVersionSchema = intSchema('订单版本 version', { min: 1, max: 2_147_483_647 });
export const ORDER_LINES_MAX = 20;
/** One line at most this much: a factory's month of lettuce is a few tens of tonnes. */
export const ORDER_LINE_KG_MAX = 100_000;

export const orderLineBodySchema = z.object({
  spec_id: specIdSchema,
  grade: z
    .string({ error: '等级 grade 须为 1–8 个字母或数字' })
    .trim()
    .regex(/^[A-Za-z0-9]{1,8}$/, '等级 grade 须为 1–8 个字母或数字'),
  qty_kg: kgSchema('数量 qty_kg', 0.001).refine((v) => v <= ORDER_LINE_KG_MAX, `数量 qty_kg 每行不能超过 ${ORDER_LINE_KG_MAX} kg`),
  packing: textSchema('包装规格', 32, { min: 1, minMsg: '请填写包装规格（如 5kg/箱）' }),
  remark: textSchema('行备注', 200).default(''),
});
export type OrderLineBody = z.infer<typeof orderLineBodySchema>;

export const saveOrderBodySchema = z
  .object({
    fid: fidSchema,
    order_id: orderIdSchema.optional(),
    /** The version the form was based on (editing); a stale one answers 409. */
    version: orderVersionSchema.optional(),
    cust_id: custIdSchema,
    delivery_date: daySchema('交货日期', 'delivery_date'),
    address: textSchema('送货地址', 200).default(''),
    lines: z.array(orderLineBodySchema).min(1, '订单至少要有一行').max(ORDER_LINES_MAX, `订单最多 ${ORDER_LINES_MAX} 行`),
    remark: remarkSchema,
  })
  .superRefine((b, ctx) => {
    const keys = b.lines.map((l) => `${l.spec_id}/${l.grade.toUpperCase()}/${l.packing}`);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['lines'], message: '同一品种、等级和包装规格只能有一行，请合并数量' });
  });
export type SaveOrderBody = z.infer<typeof saveOrderBodySchema>;

export const orderListBodySchema = listBodySchema({
  kw: kwSchema,
  ...optionalFilters({ cust_id: custIdSchema, status: orderStatusSchema, spec_id: specIdSchema }),
  /** Delivery date range. */
  ...dayRangeFilter,
});
export const orderRefBodySchema = z.object({ fid: fidSchema, order_id: orderIdSchema });
export const orderWriteRefBodySchema = orderRefBodySchema.extend({ version: orderVersionSchema });

export const orderLineSchema = z.object({
  line_id: z.number(),
  seq: z.number(),
  ...specRefView,
  grade: z.string(),
  grade_name: z.string(),
  qty_kg: z.number(),
  packing: z.string(),
  remark: z.string(),
  /** Kg expected from the line's batches (planned and sown, not released). */
  planned_kg: z.number(),
  /** Kg of the line's grade picked by its sown batches. */
  harvested_kg: z.number(),
  /** Kg shipped against the line. */
  shipped_kg: z.number(),
});
export type OrderLineView = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  order_id: z.number(), order_no: z.string(),
  cust_id: z.number(), cust_name: z.string(),
  delivery_date: z.string(),
  address: z.string(),
  status: orderStatusSchema,
  version: z.number(),
  remark: z.string(),
  qty_kg: z.number(),
  lines: z.array(orderLineSchema),
  /** First planned sowing and last planned pick of its batches (null before scheduling). */
  first_sow: z.string().nullable(),
  last_pick: z.string().nullable(),
  scheduled_at: z.iso.datetime().nullable(),
  ...createdView,
});
export type OrderView = z.infer<typeof orderSchema>;

const { list, edit, ...salesCalls } = pageCallsOf('订单排产', 'sales');

export const getSalesOrderList = list.post('/api/get_sales_order_list', { summary: '订单列表（按客户、状态、品种、交货日期筛选）', body: orderListBodySchema, data: pagedSchema(orderSchema) });

export const getSalesOrder = list.post('/api/get_sales_order', { summary: '订单（编辑表单用）', body: orderRefBodySchema, data: orderSchema });

/** 客户 → 详情's orders: customer.list, the customer page's own permission. */
export const getCustomerOrders = salesCalls.post('/api/get_customer_orders', { access: callAccess.perm('customer.list'), summary: '客户的订单（最近 50 个）', body: customerRefBodySchema, data: z.array(orderSchema) });

export const saveSalesOrder = edit.post('/api/save_sales_order', { summary: '新建或修改订单（已排产的订单修改后重新排产）', body: saveOrderBodySchema, data: orderSchema });
