import type { QueryClient } from '@tanstack/react-query';
import {
  getCustomerOptions,
  getCustomerOrders,
  getOrderTraceCodes,
  getPlantDueSowingList,
  getSalesGantt,
  getSalesOrder,
  getSalesOrderDetail,
  getSalesOrderList,
  getSalesSpecOptions,
  getShipmentList,
  scheduleSalesOrder,
} from '@pfs/domain';
import { invalidateCalls } from '@/lib/call-api';

/** An order write changes every view of orders: lists, detail, plans, the Gantt, a customer's orders, the due sowings. */
export const invalidateSales = (qc: QueryClient) =>
  invalidateCalls(
    qc,
    getSalesOrderList,
    getSalesOrder,
    getSalesOrderDetail,
    scheduleSalesOrder,
    getSalesGantt,
    getSalesSpecOptions,
    getCustomerOptions,
    getCustomerOrders,
    getShipmentList,
    getOrderTraceCodes,
    getPlantDueSowingList,
  );
