import { logQueryBodySchema, type Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { syslogKeys } from './query-keys';
import type { FacLogQueryBody, PageVisitItem } from './log-query';

/** POST /api/get_fac_user_vo_list — page visits of the members (访问日志), newest first, paged. */
export async function getFacUserVoList(body: FacLogQueryBody): Promise<Paged<PageVisitItem>> {
  return postData<Paged<PageVisitItem>>('/api/get_fac_user_vo_list', logQueryBodySchema.parse(body));
}

export const useFacUserVoList = (body: FacLogQueryBody | undefined) => useFacQuery(syslogKeys.userVo(body), body, getFacUserVoList);
