import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logQueryBodySchema, type Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { syslogKeys } from './query-keys';
import type { FacLogQueryBody, UserLogItem } from './log-query';

/** POST /api/get_fac_userlog_list — user-log entries (登录、密码、成员与角色的变更), newest first, paged. */
export async function getFacUserlogList(body: FacLogQueryBody): Promise<Paged<UserLogItem>> {
  return postData<Paged<UserLogItem>>('/api/get_fac_userlog_list', logQueryBodySchema.parse(body));
}

export function useFacUserlogList(body: FacLogQueryBody | undefined) {
  return useQuery({
    queryKey: syslogKeys.userlog(body),
    queryFn: () => getFacUserlogList(body!),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
}
