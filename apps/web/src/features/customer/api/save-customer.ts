import { getCustomer, getCustomerForm, getCustomerList, getCustomerOptions, saveCustomer, saveCustomerBodySchema } from '@pfs/domain/customer';
import { getCustomerOrders } from '@pfs/domain/sales';
import { getShipmentList } from '@pfs/domain/shipment';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

export type SaveCustomerInput = FacBody<typeof saveCustomerBodySchema>;

/** msg 客户已创建 / 客户已保存; the list, the detail with its orders and shipments, and the order form's picker show the change. */
export const useSaveCustomer = () =>
  useRefreshingMutation(
    (body: SaveCustomerInput) => callWithMsg(saveCustomer, saveCustomerBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getCustomerList, getCustomer, getCustomerForm, getCustomerOrders, getShipmentList, getCustomerOptions),
  );
