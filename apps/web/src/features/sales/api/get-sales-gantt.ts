import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ganttBodySchema, getSalesGantt } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type GanttBody = FacBody<typeof ganttBodySchema>;

/** Orders and their batches' planned phases over a window; the last window stays while the next loads. */
export const useSalesGantt = (body: GanttBody | undefined) =>
  useQuery({
    queryKey: callKey(getSalesGantt, body),
    queryFn: () => callApi(getSalesGantt, ganttBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
