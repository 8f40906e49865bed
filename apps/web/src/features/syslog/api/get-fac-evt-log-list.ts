import { logQueryBodySchema, type Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { syslogKeys } from './query-keys';
import type { FacLogQueryBody, FacEventItem } from './log-query';

/** POST /api/get_fac_evt_log_list — factory events (工厂事件), newest first, paged. */
export async function getFacEvtLogList(body: FacLogQueryBody): Promise<Paged<FacEventItem>> {
  return postData<Paged<FacEventItem>>('/api/get_fac_evt_log_list', logQueryBodySchema.parse(body));
}

export const useFacEvtLogList = (body: FacLogQueryBody | undefined) => useFacQuery(syslogKeys.evtLog(body), body, getFacEvtLogList);
