import { getFacEvtLogList } from '@pfs/domain/syslog';
import { usePagedCall } from '@/lib/call-api';
import type { FacLogQueryBody } from './log-query';

/** Factory events (工厂事件), newest first, paged. */
export const useFacEvtLogList = (body: FacLogQueryBody | undefined) => usePagedCall(getFacEvtLogList, body);
