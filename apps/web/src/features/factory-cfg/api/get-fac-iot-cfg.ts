import { useQuery } from '@tanstack/react-query';
import type { FacIotCfg } from '@pfs/domain';
import { postData } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

/** POST /api/get_fac_iot_cfg — areas with their gateways, every gateway with its area, targets per area kind. */
export const getFacIotCfg = (fid: number) => postData<FacIotCfg>('/api/get_fac_iot_cfg', { fid });

export const useFacIotCfg = (fid: number | undefined) => useQuery({ queryKey: factoryCfgKeys.iotCfg(fid), queryFn: () => getFacIotCfg(fid!), enabled: !!fid });
