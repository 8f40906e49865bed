import { useQuery } from '@tanstack/react-query';
import type { Paged, Shipment } from '@pfs/domain';
import { postData } from '@/lib/request';
import { salesKeys } from './sales-keys';

/** POST /api/get_shipment_list (warehouse.list) — the order's shipments, for its detail page. */
export const getOrderShipments = (fid: number, orderId: number) => postData<Paged<Shipment>>('/api/get_shipment_list', { fid, order_id: orderId, page: 1, size: 50 });

export const useOrderShipments = (fid: number | undefined, orderId: number | undefined, allowed: boolean) =>
  useQuery({ queryKey: salesKeys.shipments(fid, orderId), queryFn: () => getOrderShipments(fid!, orderId!), enabled: !!fid && !!orderId && allowed });
