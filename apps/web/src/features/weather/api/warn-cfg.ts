import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveWarnCfgBodySchema, type SaveWarnCfgBody, type WarnCfg, type warnCfgListSchema } from '@pfs/domain';
import { post, postData, type DataReply, type OkReply } from '@/lib/request';
import { weatherKeys } from './weather-keys';

/** POST /api/get_weather_warn_cfg_list — the wind and rain thresholds. */
export const getWarnCfgList = (fid: number) => postData<z.infer<typeof warnCfgListSchema>>('/api/get_weather_warn_cfg_list', { fid });
/** POST /api/save_weather_warn_cfg — create or change a threshold; evaluated at once. */
export const saveWarnCfg = (body: SaveWarnCfgBody) => post<DataReply<WarnCfg>>('/api/save_weather_warn_cfg', saveWarnCfgBodySchema.parse(body));
/** POST /api/del_weather_warn_cfg — remove a threshold; its alarm closes. */
export const delWarnCfg = (fid: number, cfgId: number) => post<OkReply>('/api/del_weather_warn_cfg', { fid, cfg_id: cfgId });

export const useWarnCfgList = (fid: number | undefined) => useQuery({ queryKey: weatherKeys.cfgs(fid), queryFn: () => getWarnCfgList(fid!), enabled: !!fid });

export function useWarnCfgMutations(fid: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: weatherKeys.all(fid) });
  return {
    save: useMutation({ mutationFn: saveWarnCfg, onSuccess }),
    remove: useMutation({ mutationFn: (cfgId: number) => delWarnCfg(fid, cfgId), onSuccess }),
  };
}
