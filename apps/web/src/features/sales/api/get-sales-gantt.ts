import { ganttBodySchema, type GanttRow } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { salesKeys } from './sales-keys';

export type GanttBody = FacBody<typeof ganttBodySchema>;

/** POST /api/get_sales_gantt — orders and their batches' planned phases over a window. */
export const getSalesGantt = (body: GanttBody) => postData<GanttRow[]>('/api/get_sales_gantt', ganttBodySchema.parse(body));

export const useSalesGantt = (body: GanttBody | undefined) => useFacQuery(salesKeys.gantt(body ?? { fid: 0 }), body, getSalesGantt);
