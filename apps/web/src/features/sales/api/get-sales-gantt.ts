import { type ganttBodySchema, getSalesGantt } from '@pfs/domain/sales';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type GanttBody = FacBody<typeof ganttBodySchema>;

/** Orders and their batches' planned phases over a window; the last window stays while the next loads. */
export const useSalesGantt = (body: GanttBody | undefined) => usePagedCall(getSalesGantt, body);
