import { finishMesWo, finishMesWoBodySchema } from '@pfs/domain/mes';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { refreshMesWo } from './mes-wo-reads';

export type FinishMesWoInput = FacBody<typeof finishMesWoBodySchema>;

/**
 * msg 已完工: records the planting event through the batch rules. A refusal is toasted with the server's reason
 * (silent when the caller shows it itself) and the order stays open; 409 means someone finished it first.
 */
export const useFinishMesWo = (silent = false) =>
  useRefreshingMutation((body: FinishMesWoInput) => callWithMsg(finishMesWo, finishMesWoBodySchema.parse(body), { silent }), refreshMesWo);
