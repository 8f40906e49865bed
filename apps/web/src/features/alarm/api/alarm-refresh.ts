import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getFacAlarmDetail, getFacAlarmlogList } from '@pfs/domain/alarm';
import { invalidateCalls } from '@/lib/call-api';
import { notifyAlarmClosed } from '@/lib/events';

/** A cached alarm read (log list, badge or detail) of the factory. */
export const isFacAlarmRead = (key: QueryKey, fid: number) => {
  const body = key[1];
  return (key[0] === getFacAlarmlogList.url || key[0] === getFacAlarmDetail.url) && typeof body === 'object' && body !== null && 'fid' in body && body.fid === fid;
};

/** After closing alarms: the alarm reads reload (without waiting) and the top-bar badge updates at once. */
export function refreshAfterClose(qc: QueryClient) {
  void invalidateCalls(qc, getFacAlarmlogList, getFacAlarmDetail);
  notifyAlarmClosed();
}
