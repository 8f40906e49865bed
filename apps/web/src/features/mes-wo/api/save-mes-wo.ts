import { saveMesWo, saveMesWoBodySchema } from '@pfs/domain/mes';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { refreshMesWo } from './mes-wo-reads';

/** msg 已保存: a work order by hand (or its change before it starts). */
export const useSaveMesWo = () =>
  useRefreshingMutation((body: FacBody<typeof saveMesWoBodySchema>) => callWithMsg(saveMesWo, saveMesWoBodySchema.parse(body)), refreshMesWo);
