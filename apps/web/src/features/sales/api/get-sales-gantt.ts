import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ganttBodySchema, type GanttRow } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { salesKeys } from './sales-keys';

export type GanttBody = FacBody<typeof ganttBodySchema>;

/** POST /api/get_sales_gantt — orders and their batches' planned phases over a window. */
export const getSalesGantt = (body: GanttBody) => postData<GanttRow[]>('/api/get_sales_gantt', ganttBodySchema.parse(body));

export const useSalesGantt = (body: GanttBody | undefined) =>
  useQuery({ queryKey: salesKeys.gantt(body ?? { fid: 0 }), queryFn: () => getSalesGantt(body!), enabled: !!body?.fid, placeholderData: keepPreviousData });
