import { mesWoRefBodySchema, startMesWo } from '@pfs/domain/mes';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { refreshMesWo } from './mes-wo-reads';

/** msg 已开工: the order runs, its machine starts. */
export const useStartMesWo = () =>
  useRefreshingMutation((body: FacBody<typeof mesWoRefBodySchema>) => callWithMsg(startMesWo, mesWoRefBodySchema.parse(body)), refreshMesWo);
