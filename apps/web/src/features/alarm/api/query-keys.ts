import type { QueryClient } from '@tanstack/react-query';
import { notifyAlarmClosed } from '@/lib/events';
/** Query keys of the alarm feature: the top-bar badge's count apart from the log (list and detail). */
export const alarmKeys = {
  all: (fid: number | undefined) => ['alarms', fid] as const,
  badge: (fid: number | undefined) => ['alarms', fid, 'badge'] as const,
  logs: (fid: number | undefined) => ['alarms', fid, 'log'] as const,
  list: (fid: number | undefined, filters: object) => ['alarms', fid, 'log', 'list', filters] as const,
  detail: (fid: number | undefined, id: number | null) => ['alarms', fid, 'log', 'detail', id] as const,
};

/** After closing alarms: the factory's alarm queries reload (without waiting) and the top-bar badge updates at once. */
export function refreshAfterClose(qc: QueryClient, b: { fid: number }) {
  void qc.invalidateQueries({ queryKey: alarmKeys.all(b.fid) });
  notifyAlarmClosed();
}
