import type { QueryClient } from '@tanstack/react-query';
import {
  delWeatherWarnCfg,
  getWeatherWarnCfgList,
  getWeatherWarnings,
  saveWarnCfgBodySchema,
  saveWeatherWarnCfg,
  type SaveWarnCfgBody,
} from '@pfs/domain/weather';
import { callWithMsg, invalidateCalls, useCall } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';

/** The wind and rain thresholds. */
export const useWarnCfgList = (fid: number | undefined) => useCall(getWeatherWarnCfgList, { fid: fid! }, { enabled: !!fid });

/** A threshold is evaluated at once: the settings and the warnings shown change together. */
const refresh = (qc: QueryClient) => invalidateCalls(qc, getWeatherWarnCfgList, getWeatherWarnings);

export function useWarnCfgMutations(fid: number) {
  return {
    /** Create or change a threshold. */
    save: useRefreshingMutation((body: SaveWarnCfgBody) => callWithMsg(saveWeatherWarnCfg, saveWarnCfgBodySchema.parse(body)), refresh),
    /** Remove a threshold; its alarm closes. */
    remove: useRefreshingMutation((cfgId: number) => callWithMsg(delWeatherWarnCfg, { fid, cfg_id: cfgId }), refresh),
  };
}
