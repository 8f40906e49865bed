import { saveScreenCfgBodySchema, type ScreenCfg } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { screenCfgKeys } from './screen-cfg-keys';

export type SaveScreenCfgInput = FacBody<typeof saveScreenCfgBodySchema>;

/** POST /api/save_screen_cfg — 已保存; the public screen shows the change within seconds. */
export const saveScreenCfg = (body: SaveScreenCfgInput) => post<DataReply<ScreenCfg>>('/api/save_screen_cfg', saveScreenCfgBodySchema.parse(body));

export const useSaveScreenCfg = () => useRefreshingMutation(saveScreenCfg, (qc, b) => qc.invalidateQueries({ queryKey: screenCfgKeys.all(b.fid) }));
