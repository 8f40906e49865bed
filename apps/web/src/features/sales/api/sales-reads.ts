import type { QueryClient } from '@tanstack/react-query';
import { getCustomerOptions } from '@pfs/domain/customer';
import * as sales from '@pfs/domain/sales';
import { getShipmentList } from '@pfs/domain/shipment';
import { getOrderTraceCodes } from '@pfs/domain/trace';
import { invalidateCalls } from '@/lib/call-api';

/** An order write changes every view of orders: lists, detail, plans, the Gantt, a customer's orders, the due sowings. */
export const invalidateSales = (qc: QueryClient) =>
  invalidateCalls(
    qc,
    sales.getSalesOrderList,
    sales.getSalesOrder,
    sales.getSalesOrderDetail,
    sales.scheduleSalesOrder,
    sales.getSalesGantt,
    sales.getSalesSpecOptions,
    getCustomerOptions,
    sales.getCustomerOrders,
    getShipmentList,
    getOrderTraceCodes,
    sales.getPlantDueSowingList,
  );
