import {
  acceptSalesPlan,
  cancelSalesOrder,
  completeSalesOrder,
  getCustomerOrders,
  getPlantDueSowingList,
  getSalesGantt,
  getSalesOrder,
  getSalesOrderDetail,
  getSalesOrderList,
  getSalesSpecOptions,
  saveSalesOrder,
  scheduleSalesOrder,
  sowSalesPlan,
} from '@pfs/domain/sales';
import { routesOf, withMsg } from '../../lib/route.js';
import type { SalesPlanService } from './sales-plan.service.js';
import type { SalesGanttService } from './sales-gantt.js';
import type { SalesService } from './sales.service.js';
import type { SalesSourceRepository } from './sales-source.repository.js';

/** /plant/sales and /plant/sales_detail: orders, back-scheduling, the Gantt; the planting pages' due sowings. */
type SalesRouteDeps = { orders: SalesService; planner: SalesPlanService; gantt: SalesGanttService; source: SalesSourceRepository; today: () => string };

export const salesRoutes = routesOf('订单排产', (calls, { orders, planner, gantt, source, today }: SalesRouteDeps) => {
  calls.serve(getSalesOrderList, ({ fid, page, size, kw, cust_id, status, spec_id, start_day, end_day }) =>
    orders.list(fid, { page, size, kw, custId: cust_id, status, specId: spec_id, startDay: start_day, endDay: end_day }),
  );
  calls.serve(getSalesSpecOptions, ({ fid }) => source.options(fid));
  calls.serve(getSalesOrder, ({ fid, order_id }) => orders.get(fid, order_id));
  calls.serve(getSalesOrderDetail, ({ fid, order_id }) => planner.detail(fid, order_id));
  calls.serve(getCustomerOrders, ({ fid, cust_id }) => orders.byCustomer(fid, cust_id));

  calls.serve(saveSalesOrder, async (body, req) => {
    const uid = req.auth!.uid;
    const r = await orders.save(body, uid, today());
    const msg = r.replan ? await planner.replan(body.fid, r.orderId, uid) : r.created ? '订单已创建' : '订单已保存';
    return withMsg(await orders.get(body.fid, r.orderId), msg);
  });

  calls.serve(cancelSalesOrder, async (b, req) => {
    const msg = await orders.cancel(b.fid, b.order_id, b.version, b.reason, req.auth!.uid, (tx) => planner.release(tx, b.order_id));
    return withMsg(await orders.get(b.fid, b.order_id), msg);
  });

  calls.serve(completeSalesOrder, async (b, req) => {
    const msg = await orders.complete(b.fid, b.order_id, b.version, b.reason, req.auth!.uid, (tx) => planner.release(tx, b.order_id));
    return withMsg(await orders.get(b.fid, b.order_id), msg);
  });

  calls.serve(scheduleSalesOrder, ({ fid, order_id, delivery_date }) => planner.schedule(fid, order_id, delivery_date));

  calls.serve(acceptSalesPlan, async (b, req) => {
    const msg = await planner.accept(b.fid, b.order_id, b.version, b.delivery_date, req.auth!.uid);
    return withMsg(await orders.get(b.fid, b.order_id), msg);
  });

  calls.serve(getSalesGantt, ({ fid, start_day, end_day, status }) => gantt.rows(fid, start_day, end_day, status));
  calls.serve(getPlantDueSowingList, ({ fid, days }) => planner.due(fid, days));
  calls.serve(sowSalesPlan, async ({ fid, plan_id, ...b }, req) => {
    const r = await planner.sow(fid, plan_id, b, req.auth!.uid);
    return withMsg({ batch_id: r.batch_id }, r.msg);
  });
});
