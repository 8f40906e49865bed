import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Last24 } from '@pfs/domain';
import { postData } from '@/lib/request';
import { historyKeys } from './query-keys';

export type { Last24 };

/** POST /api/get_iot_last24 — the last 24 hours hour by hour and the newest reading; refreshed every minute. */
export const getIotLast24 = (fid: number, pointIds: number[]) => postData<Last24>('/api/get_iot_last24', { fid, point_ids: pointIds });

export const useIotLast24 = (fid: number, pointIds: number[]) =>
  useQuery({ queryKey: historyKeys.last24(fid, pointIds), enabled: pointIds.length > 0, refetchInterval: 60_000, placeholderData: keepPreviousData, queryFn: () => getIotLast24(fid, pointIds) });
