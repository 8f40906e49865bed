import type { z } from 'zod';
import { getTraceInfo, type traceInfoSchema } from '@pfs/domain/trace';
import { useCall } from '@/lib/call-api';

export type TraceInfo = z.infer<typeof traceInfoSchema>;

/** Public, no session; silent: the page shows its own 「未找到该溯源码」. */
export const useTraceInfo = (tid: string | undefined) => useCall(getTraceInfo, { tid: tid! }, { enabled: !!tid, retry: false, staleTime: 60_000, silent: true });
