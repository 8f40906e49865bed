import { setPlantSpecStatus as statusCall, setSpecStatusBodySchema } from '@pfs/domain/plant-spec';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { specReads } from './save-plant-spec';

/** A disabled spec can no longer be sown; its batches are untouched. */
export const setPlantSpecStatus = (body: FacBody<typeof setSpecStatusBodySchema>) => callWithMsg(statusCall, setSpecStatusBodySchema.parse(body));

export const useSetPlantSpecStatus = () => useRefreshingMutation(setPlantSpecStatus, (qc) => invalidateCalls(qc, ...specReads));
