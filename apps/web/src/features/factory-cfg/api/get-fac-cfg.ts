import { useQuery } from '@tanstack/react-query';
import type { FacCfg } from '@pfs/domain';
import { postData } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

/** POST /api/get_fac_cfg — the factory's own fields, modules and logo. */
export const getFacCfg = (fid: number) => postData<FacCfg>('/api/get_fac_cfg', { fid });

export const useFacCfg = (fid: number | undefined) => useQuery({ queryKey: factoryCfgKeys.cfg(fid), queryFn: () => getFacCfg(fid!), enabled: !!fid });
