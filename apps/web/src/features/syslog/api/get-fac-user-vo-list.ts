import { getFacUserVoList } from '@pfs/domain/syslog';
import { usePagedCall } from '@/lib/call-api';
import type { FacLogQueryBody } from './log-query';

/** Page visits of the members (访问日志), newest first, paged. */
export const useFacUserVoList = (body: FacLogQueryBody | undefined) => usePagedCall(getFacUserVoList, body);
