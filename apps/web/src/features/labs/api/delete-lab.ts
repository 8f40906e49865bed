import { deleteLab, getLab, getLabBatchOptions, getLabList, trialRefBodySchema } from '@pfs/domain/labs';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** The trial goes, its batches stay. */
export const useDeleteLab = () =>
  useRefreshingMutation(
    (body: FacBody<typeof trialRefBodySchema>) => callWithMsg(deleteLab, trialRefBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getLabList, getLab, getLabBatchOptions),
  );
