import { useQuery } from '@tanstack/react-query';
import type { AreaDetail } from '@pfs/domain';
import { postData } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

/** POST /api/get_fac_area_detail — batches standing there, 30 days of occupancy, live climate and targets. */
export const getFacAreaDetail = (fid: number, areaId: number) => postData<AreaDetail>('/api/get_fac_area_detail', { fid, area_id: areaId });

/** Refreshed every minute while open: the climate values are live readings. */
export const useFacAreaDetail = (fid: number | undefined, areaId: number | undefined) =>
  useQuery({
    queryKey: factoryCfgKeys.areaDetail(fid, areaId),
    queryFn: () => getFacAreaDetail(fid!, areaId!),
    enabled: !!fid && !!areaId,
    refetchInterval: 60_000,
  });
