import { setSiRuleStatus, setSiRuleStatusBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { siRuleReads } from './save-si-rule';

/** Enable, disable or delete a rule; its plans and records stay. */
export const useSetSiRuleStatus = () =>
  useRefreshingMutation(
    (body: FacBody<typeof setSiRuleStatusBodySchema>) => callWithMsg(setSiRuleStatus, setSiRuleStatusBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...siRuleReads),
  );
