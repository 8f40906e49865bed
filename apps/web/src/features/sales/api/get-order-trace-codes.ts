import type { z } from 'zod';
import { getOrderTraceCodes, type traceCodeSchema } from '@pfs/domain/trace';
import { useCall } from '@/lib/call-api';

export type OrderTraceCode = z.infer<typeof traceCodeSchema>;

/** The trace codes of the order's shipped lots with their scans (sales.list). */
export const useOrderTraceCodes = (fid: number | undefined, orderId: number | undefined) =>
  useCall(getOrderTraceCodes, { fid: fid!, order_id: orderId! }, { enabled: !!fid && !!orderId });
