import { assignSiCase, assignSiCaseBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { siCaseReads } from './save-si-case-note';

/** msg 已指派: a new owner and deadline. */
export const useAssignSiCase = () =>
  useRefreshingMutation(
    (body: FacBody<typeof assignSiCaseBodySchema>) => callWithMsg(assignSiCase, assignSiCaseBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...siCaseReads),
  );
