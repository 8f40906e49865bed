import { useQuery } from '@tanstack/react-query';
import type { Paged, Shipment } from '@pfs/domain';
import { postData } from '@/lib/request';
import { customerKeys } from './customer-keys';

/** POST /api/get_shipment_list (warehouse.list) — the customer's latest 50 shipments, for the customer's detail. */
export const getCustomerShipments = (fid: number, custId: number) => postData<Paged<Shipment>>('/api/get_shipment_list', { fid, cust_id: custId, page: 1, size: 50 });

export const useCustomerShipments = (fid: number | undefined, custId: number | undefined, allowed: boolean) =>
  useQuery({ queryKey: customerKeys.shipments(fid, custId), queryFn: () => getCustomerShipments(fid!, custId!), enabled: !!fid && !!custId && allowed });
