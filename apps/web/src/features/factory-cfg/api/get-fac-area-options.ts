import { useQuery } from '@tanstack/react-query';
import type { AreaOptions } from '@pfs/domain';
import { postData } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

/** POST /api/get_fac_area_options — every field with its areas (the filters and the field picker of the area form). */
export const getFacAreaOptions = (fid: number) => postData<AreaOptions>('/api/get_fac_area_options', { fid });

export const useFacAreaOptions = (fid: number | undefined) =>
  useQuery({ queryKey: factoryCfgKeys.areaOptions(fid), queryFn: () => getFacAreaOptions(fid!), enabled: !!fid });
