import { getFacUserlogList } from '@pfs/domain/syslog';
import { usePagedCall } from '@/lib/call-api';
import type { FacLogQueryBody } from './log-query';

/** User-log entries (登录、密码、成员与角色的变更), newest first, paged. */
export const useFacUserlogList = (body: FacLogQueryBody | undefined) => usePagedCall(getFacUserlogList, body);
