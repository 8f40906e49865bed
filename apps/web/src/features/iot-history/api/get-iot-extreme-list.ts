import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExtremeItem, Paged, historyExtremeListBodySchema } from '@pfs/domain';
import { postData, type ListBody } from '@/lib/request';
import { historyKeys } from './query-keys';

export type ExtremeQuery = ListBody<typeof historyExtremeListBodySchema>;

/** POST /api/get_iot_extreme_list — per point and day: min and max with the time they occurred. */
export const getIotExtremeList = (q: ExtremeQuery) => postData<Paged<ExtremeItem>>('/api/get_iot_extreme_list', q);

export const useIotExtremeList = (q: ExtremeQuery) => useQuery({ queryKey: historyKeys.extremes(q), placeholderData: keepPreviousData, queryFn: () => getIotExtremeList(q) });
