import { clearMesFault, clearMesFaultBodySchema } from '@pfs/domain/mes';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { mesFaultReads } from './report-mes-fault';

/** msg 故障已恢复: the fault closes with its note and the machine goes back to 待机. */
export const useClearMesFault = () =>
  useRefreshingMutation(
    (body: FacBody<typeof clearMesFaultBodySchema>) => callWithMsg(clearMesFault, clearMesFaultBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...mesFaultReads),
  );
