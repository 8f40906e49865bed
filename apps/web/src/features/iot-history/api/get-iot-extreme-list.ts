import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExtremeItem, Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { historyKeys } from './query-keys';

export type ExtremeQuery = {
  fid: number;
  start_day: string;
  end_day: string;
  point_ids?: number[];
  gw_id?: number;
  area_id?: number;
  page: number;
  size: number;
  sort: 'day' | 'max_v' | 'min_v';
  order: 'asc' | 'desc';
};

/** POST /api/get_iot_extreme_list — per point and day: min and max with the time they occurred. */
export const getIotExtremeList = (q: ExtremeQuery) => postData<Paged<ExtremeItem>>('/api/get_iot_extreme_list', q);

export const useIotExtremeList = (q: ExtremeQuery) => useQuery({ queryKey: historyKeys.extremes(q), placeholderData: keepPreviousData, queryFn: () => getIotExtremeList(q) });
