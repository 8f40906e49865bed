import { hashKey } from '@tanstack/react-query';
import { POLL_ALARM_MS, type CallReply } from '@pfs/domain';
import { getFacAlarmlogList } from '@pfs/domain/alarm';
import { callKey, useCall } from '@/lib/call-api';
import { registerLivePatch } from '@/lib/live-patch-registry';
import { isFacAlarmRead } from './alarm-refresh';

/** Spec §7 shell call: the open alarms' list, one row — only its total_ct is read. */
const badgeBody = (fid: number) => ({ fid, status: 'valid', page: 1, size: 1 }) as const;
export const badgeKey = (fid: number) => callKey(getFacAlarmlogList, badgeBody(fid));

/** Polled every 5 minutes (spec §9); the live channel sets it at once. Its data is the page; the count is total_ct. */
export const useAlarmBadgeCount = (fid: number | undefined) =>
  useCall(getFacAlarmlogList, badgeBody(fid!), { enabled: !!fid, refetchInterval: POLL_ALARM_MS, silent: true });

// The server counts open alarms on every change: the badge takes the count, the log pages and details refetch.
registerLivePatch('alarm', {
  alarms: (msg, { qc, fid }) => {
    const badge = hashKey(badgeKey(fid));
    qc.setQueryData<CallReply<typeof getFacAlarmlogList>>(badgeKey(fid), (old) => ({ items: old?.items ?? [], total_ct: msg.valid_ct }));
    void qc.invalidateQueries({ predicate: (q) => isFacAlarmRead(q.queryKey, fid) && q.queryHash !== badge });
  },
  resync: ({ qc, fid }) => void qc.invalidateQueries({ predicate: (q) => isFacAlarmRead(q.queryKey, fid) }),
});
