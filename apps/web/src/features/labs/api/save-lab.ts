import { getLab, getLabBatchOptions, getLabList, saveLab, saveTrialBodySchema } from '@pfs/domain/labs';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

export type SaveTrialInput = FacBody<typeof saveTrialBodySchema>;

/** msg 实验已创建 / 实验已保存. */
export const useSaveLab = () =>
  useRefreshingMutation(
    (body: SaveTrialInput) => callWithMsg(saveLab, saveTrialBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getLabList, getLab, getLabBatchOptions),
  );
