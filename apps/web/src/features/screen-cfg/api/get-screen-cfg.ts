import { useQuery } from '@tanstack/react-query';
import type { ScreenCfg, ScreenVariant } from '@pfs/domain';
import { postData } from '@/lib/request';
import { screenCfgKeys } from './screen-cfg-keys';

/** POST /api/get_screen_cfg — one template's configuration (empty and unpublished until first saved). */
export const getScreenCfg = (fid: number, variant: ScreenVariant) => postData<ScreenCfg>('/api/get_screen_cfg', { fid, variant });

export const useScreenCfg = (fid: number | undefined, variant: ScreenVariant) =>
  useQuery({ queryKey: screenCfgKeys.cfg(fid, variant), queryFn: () => getScreenCfg(fid!, variant), enabled: !!fid });
