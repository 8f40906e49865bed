import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { traceInfoSchema } from '@pfs/domain';
import { postData } from '@/lib/request';

export type TraceInfo = z.infer<typeof traceInfoSchema>;

/** POST /api/pub/get_trace_info — public, no session; silent: the page shows its own 「未找到该溯源码」. */
export const getTraceInfo = (tid: string) => postData<TraceInfo>('/api/pub/get_trace_info', { tid }, { silent: true });

export const useTraceInfo = (tid: string | undefined) =>
  useQuery({ queryKey: ['pub-trace', tid], queryFn: () => getTraceInfo(tid!), enabled: !!tid, retry: false, staleTime: 60_000 });
