import { z } from 'zod';
import {
  acceptPlanBodySchema,
  cancelOrderBodySchema,
  completeOrderBodySchema,
  customerRefBodySchema,
  dueSowingBodySchema,
  dueSowingSchema,
  ganttBodySchema,
  ganttRowSchema,
  orderDetailSchema,
  orderListBodySchema,
  orderPlanSchema,
  orderRefBodySchema,
  orderSchema,
  pagedSchema,
  salesSpecOptionSchema,
  saveOrderBodySchema,
  scheduleOrderBodySchema,
  sowPlannedBodySchema,
  sowPlannedReplySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf, withMsg } from '../../lib/route.js';
import type { SalesPlanService } from './sales-plan.service.js';
import type { SalesGanttService } from './sales-gantt.js';
import type { SalesService } from './sales.service.js';
import type { SalesSourceRepository } from './sales-source.repository.js';

/** /plant/sales and /plant/sales_detail: orders, back-scheduling, the Gantt; the planting pages' due sowings. */
type SalesRouteDeps = { orders: SalesService; planner: SalesPlanService; gantt: SalesGanttService; source: SalesSourceRepository; today: () => string };

export const salesRoutes = pageRoutesOf('订单排产', 'sales', ({ list, edit, ...calls }, { orders, planner, gantt, source, today }: SalesRouteDeps) => {
  list.post(
    '/api/get_sales_order_list',
    { summary: '订单列表（按客户、状态、品种、交货日期筛选）', body: orderListBodySchema, data: pagedSchema(orderSchema) },
    ({ fid, page, size, kw, cust_id, status, spec_id, start_day, end_day }) =>
      orders.list(fid, { page, size, kw, custId: cust_id, status, specId: spec_id, startDay: start_day, endDay: end_day }),
  );

  list.factory('/api/get_sales_spec_options', { summary: '可下单的品种规格（等级、周期天数）', data: z.array(salesSpecOptionSchema) }, (fid) =>
    source.options(fid),
  );

  list.post('/api/get_sales_order', { summary: '订单（编辑表单用）', body: orderRefBodySchema, data: orderSchema }, ({ fid, order_id }) =>
    orders.get(fid, order_id),
  );

  list.post(
    '/api/get_sales_order_detail',
    { summary: '订单详情：计划批次及其进度、是否能按期交货', body: orderRefBodySchema, data: orderDetailSchema },
    ({ fid, order_id }) => planner.detail(fid, order_id),
  );

  calls.post(
    '/api/get_customer_orders',
    { access: access.perm('customer.list'), summary: '客户的订单（最近 50 个）', body: customerRefBodySchema, data: z.array(orderSchema) },
    ({ fid, cust_id }) => orders.byCustomer(fid, cust_id),
  );

  edit.post(
    '/api/save_sales_order',
    { summary: '新建或修改订单（已排产的订单修改后重新排产）', body: saveOrderBodySchema, data: orderSchema },
    async (body, req) => {
      const uid = req.auth!.uid;
      const r = await orders.save(body, uid, today());
      const msg = r.replan ? await planner.replan(body.fid, r.orderId, uid) : r.created ? '订单已创建' : '订单已保存';
      return withMsg(await orders.get(body.fid, r.orderId), msg);
    },
  );

  edit.post('/api/cancel_sales_order', { summary: '取消订单（释放未播种的计划批次）', body: cancelOrderBodySchema, data: orderSchema }, async (b, req) => {
    const msg = await orders.cancel(b.fid, b.order_id, b.version, b.reason, req.auth!.uid, (tx) => planner.release(tx, b.order_id));
    return withMsg(await orders.get(b.fid, b.order_id), msg);
  });

  edit.post(
    '/api/complete_sales_order',
    { summary: '完成订单：各行已发足；未发足时须填写取消原因，未发部分取消并记入备注和日志', body: completeOrderBodySchema, data: orderSchema },
    async (b, req) => {
      const msg = await orders.complete(b.fid, b.order_id, b.version, b.reason, req.auth!.uid, (tx) => planner.release(tx, b.order_id));
      return withMsg(await orders.get(b.fid, b.order_id), msg);
    },
  );

  list.post(
    '/api/schedule_sales_order',
    { summary: '订单排产预览：计划批次，或哪个区域哪天不够及最早可交货日期', body: scheduleOrderBodySchema, data: orderPlanSchema },
    ({ fid, order_id, delivery_date }) => planner.schedule(fid, order_id, delivery_date),
  );

  edit.post('/api/accept_sales_plan', { summary: '接受排产：生成计划批次，订单变为已排产', body: acceptPlanBodySchema, data: orderSchema }, async (b, req) => {
    const msg = await planner.accept(b.fid, b.order_id, b.version, b.delivery_date, req.auth!.uid);
    return withMsg(await orders.get(b.fid, b.order_id), msg);
  });

  list.post(
    '/api/get_sales_gantt',
    { summary: '订单与批次甘特图：计划阶段、已播种批次的实际阶段、可能延误的订单', body: ganttBodySchema, data: z.array(ganttRowSchema) },
    ({ fid, start_day, end_day, status }) => gantt.rows(fid, start_day, end_day, status),
  );

  calls.post(
    '/api/get_plant_due_sowing_list',
    {
      access: access.perm('plant.list'),
      summary: '待播种的订单计划批次（今天起若干天内及已逾期）',
      body: dueSowingBodySchema,
      data: z.array(dueSowingSchema),
    },
    ({ fid, days }) => planner.due(fid, days),
  );

  calls.post(
    '/api/sow_sales_plan',
    { access: access.perm('plant.edit'), summary: '按计划播种：生成正常批次并关联订单', body: sowPlannedBodySchema, data: sowPlannedReplySchema },
    async ({ fid, plan_id, ...b }, req) => {
      const r = await planner.sow(fid, plan_id, b, req.auth!.uid);
      return withMsg({ batch_id: r.batch_id }, r.msg);
    },
  );
});
