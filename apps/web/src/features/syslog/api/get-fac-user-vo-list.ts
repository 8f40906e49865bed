import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logQueryBodySchema, type Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { syslogKeys } from './query-keys';
import type { FacLogQueryBody, PageVisitItem } from './log-query';

/** POST /api/get_fac_user_vo_list — page visits of the members (访问日志), newest first, paged. */
export async function getFacUserVoList(body: FacLogQueryBody): Promise<Paged<PageVisitItem>> {
  return postData<Paged<PageVisitItem>>('/api/get_fac_user_vo_list', logQueryBodySchema.parse(body));
}

export function useFacUserVoList(body: FacLogQueryBody | undefined) {
  return useQuery({
    queryKey: syslogKeys.userVo(body),
    queryFn: () => getFacUserVoList(body!),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
}
