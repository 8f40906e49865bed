import type { QueryClient } from '@tanstack/react-query';
import { getCustomerOptions } from '@pfs/domain/customer';
import {
  getCustomerOrders,
  getPlantDueSowingList,
  getSalesGantt,
  getSalesOrder,
  getSalesOrderDetail,
  getSalesOrderList,
  getSalesSpecOptions,
  scheduleSalesOrder,
} from '@pfs/domain/sales';
import { getShipmentList } from '@pfs/domain/shipment';
import { getOrderTraceCodes } from '@pfs/domain/trace';
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
