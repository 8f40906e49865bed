import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@pfs/domain';
import { post, postData } from '../../../lib/request';
import { notifyAlarmClosed } from '../../../lib/events';

export type Alarm = {
  alarm_id: number;
  title: string;
  alarm_type: string;
  type_label: string;
  level: number;
  severe: boolean;
  status: 'valid' | 'closed';
  count: number;
  last_value: number | null;
  first_at: string;
  last_at: string;
  closed_at: string | null;
  closed_by_name: string | null;
  close_reason: string;
};
export type AlarmQuery = { fid: number; page: number; size: number; status?: 'valid' | 'closed'; level?: number; type?: string; start?: string; end?: string };

export const useAlarmList = (q: AlarmQuery) =>
  useQuery({ queryKey: ['alarms', q], refetchInterval: 10_000, placeholderData: keepPreviousData, queryFn: () => postData<Paged<Alarm>>('/api/get_fac_alarmlog_list', q) });

function useAlarmWrite<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['alarms'] });
      notifyAlarmClosed();
    },
  });
}

export const useCloseAlarm = () => useAlarmWrite((b: { fid: number; alarm_id: number; reason: string }) => post('/api/close_fac_alarmlog', b));
export const useCloseAllAlarms = () => useAlarmWrite((b: { fid: number; reason: string }) => post<{ msg: string }>('/api/close_fac_alarmlog_all', b));
