import { genMesWo, genMesWoBodySchema } from '@pfs/domain/mes';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { refreshMesWo } from './mes-wo-reads';

/** msg 工单已生成: orders from the due moves, harvests and planned sowings of the days (never twice). */
export const useGenMesWo = () =>
  useRefreshingMutation((body: FacBody<typeof genMesWoBodySchema>) => callWithMsg(genMesWo, genMesWoBodySchema.parse(body)), refreshMesWo);
