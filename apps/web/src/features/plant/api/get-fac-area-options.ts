import { useQuery } from '@tanstack/react-query';
import type { AreaOptions } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type AreaOption = AreaOptions[number]['areas'][number];

/** POST /api/get_fac_area_options — the field → area picker, with capacity and free dish positions. */
export const getFacAreaOptions = (fid: number) => postData<AreaOptions>('/api/get_fac_area_options', { fid });

export const useFacAreaOptions = (fid: number | undefined) =>
  useQuery({ queryKey: plantKeys.options(fid, 'areas'), queryFn: () => getFacAreaOptions(fid!), enabled: !!fid });
