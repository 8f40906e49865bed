import { keepPreviousData } from '@tanstack/react-query';
import { getIotReqList, type iotReqListBodySchema } from '@pfs/domain/iot-gateway';
import { registerLivePatch } from '@/lib/live-patch-registry';
import { invalidateCalls, useCall } from '@/lib/call-api';
import type { ListBody } from '@/lib/request';

/** The control request log, newest first. */
export const useRequestList = (q: ListBody<typeof iotReqListBodySchema>) => useCall(getIotReqList, q, { refetchInterval: 5000, placeholderData: keepPreviousData });

// The request log shows who asked, which the live event does not carry: the open list pages refetch.
registerLivePatch('iot-gateway.requests', {
  request: (_msg, { qc }) => void invalidateCalls(qc, getIotReqList),
  resync: ({ qc }) => void invalidateCalls(qc, getIotReqList),
});
