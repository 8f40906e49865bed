import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { traceCodeSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { salesKeys } from './sales-keys';

export type OrderTraceCode = z.infer<typeof traceCodeSchema>;

/** POST /api/get_order_trace_codes (sales.list) — the trace codes of the order's shipped lots with their scans. */
export const getOrderTraceCodes = (fid: number, orderId: number) => postData<OrderTraceCode[]>('/api/get_order_trace_codes', { fid, order_id: orderId });

export const useOrderTraceCodes = (fid: number | undefined, orderId: number | undefined) =>
  useQuery({ queryKey: salesKeys.traceCodes(fid, orderId), queryFn: () => getOrderTraceCodes(fid!, orderId!), enabled: !!fid && !!orderId });
