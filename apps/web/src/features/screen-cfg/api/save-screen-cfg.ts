import { getScreenCfg, getScreenOptions, getScreenStatus, saveScreenCfg, saveScreenCfgBodySchema } from '@pfs/domain/screen';
import type { FacBody } from '@/lib/request';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';

export type SaveScreenCfgInput = FacBody<typeof saveScreenCfgBodySchema>;

/** 已保存; the public screen shows the change within seconds. */
export const useSaveScreenCfg = () =>
  useRefreshingMutation(
    (body: SaveScreenCfgInput) => callWithMsg(saveScreenCfg, saveScreenCfgBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getScreenStatus, getScreenCfg, getScreenOptions),
  );
