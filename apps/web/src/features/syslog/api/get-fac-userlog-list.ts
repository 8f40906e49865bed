import { logQueryBodySchema, type Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { syslogKeys } from './query-keys';
import type { FacLogQueryBody, UserLogItem } from './log-query';

/** POST /api/get_fac_userlog_list — user-log entries (登录、密码、成员与角色的变更), newest first, paged. */
export async function getFacUserlogList(body: FacLogQueryBody): Promise<Paged<UserLogItem>> {
  return postData<Paged<UserLogItem>>('/api/get_fac_userlog_list', logQueryBodySchema.parse(body));
}

export const useFacUserlogList = (body: FacLogQueryBody | undefined) => useFacQuery(syslogKeys.userlog(body), body, getFacUserlogList);
