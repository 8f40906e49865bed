import { cancelMesWo, cancelMesWoBodySchema } from '@pfs/domain/mes';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { refreshMesWo } from './mes-wo-reads';

/** msg 工单已取消: what was done stays recorded. */
export const useCancelMesWo = () =>
  useRefreshingMutation((body: FacBody<typeof cancelMesWoBodySchema>) => callWithMsg(cancelMesWo, cancelMesWoBodySchema.parse(body)), refreshMesWo);
