import { useQuery } from '@tanstack/react-query';
import { POLL_ALARM_MS, type Paged } from '@pfs/domain';
import { registerLivePatch } from '@/lib/live-patch-registry';
import { postData } from '@/lib/request';
import type { Alarm } from './get-fac-alarmlog-list';
import { alarmKeys } from './query-keys';

/** Spec §7 shell call: POST /api/get_fac_alarmlog_list {status valid, page 1, size 1} — only the count is read. */
export const getAlarmBadgeCount = async (fid: number) =>
  (await postData<Paged<Alarm>>('/api/get_fac_alarmlog_list', { fid, status: 'valid', page: 1, size: 1 }, { silent: true })).total_ct;

/** Polled every 5 minutes (spec §9); the live channel sets it at once. */
export const useAlarmBadgeCount = (fid: number | undefined) =>
  useQuery({ queryKey: alarmKeys.badge(fid), enabled: !!fid, refetchInterval: POLL_ALARM_MS, queryFn: () => getAlarmBadgeCount(fid!) });

// The server counts open alarms on every change: the badge takes the count, the open log pages refetch.
registerLivePatch('alarm', {
  alarms: (msg, { qc, fid }) => {
    qc.setQueryData<number>(alarmKeys.badge(fid), msg.valid_ct);
    void qc.invalidateQueries({ queryKey: alarmKeys.logs(fid) });
  },
  resync: ({ qc, fid }) => void qc.invalidateQueries({ queryKey: alarmKeys.all(fid) }),
});
