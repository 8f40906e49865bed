import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  NotifyChannel,
  NotifyMember,
  NotifyRule,
  NotifySend,
  Paged,
  notifyLogBodySchema,
  notifyTestResultSchema,
  saveNotifyChannelBodySchema,
  saveNotifyRuleBodySchema,
  testNotifyChannelBodySchema,
} from '@pfs/domain';
import { post, postData, type BodyOf, type DataReply, type ListBody, type OkReply } from '@/lib/request';

export type { NotifyChannel, NotifyMember, NotifyRule, NotifySend };
export type NotifyLogQuery = ListBody<typeof notifyLogBodySchema>;
type SaveChannel = BodyOf<typeof saveNotifyChannelBodySchema>;
type SaveRule = BodyOf<typeof saveNotifyRuleBodySchema>;
type TestResult = z.infer<typeof notifyTestResultSchema>;

const keys = {
  all: (fid: number) => ['alarm-notify', fid] as const,
  channels: (fid: number) => ['alarm-notify', fid, 'channels'] as const,
  rules: (fid: number) => ['alarm-notify', fid, 'rules'] as const,
  members: (fid: number) => ['alarm-notify', fid, 'members'] as const,
  log: (fid: number, q: object) => ['alarm-notify', fid, 'log', q] as const,
};

/** POST /api/get_alarm_notify_channels — the factory's channels, secrets masked. */
export const useNotifyChannels = (fid: number) => useQuery({ queryKey: keys.channels(fid), queryFn: () => postData<NotifyChannel[]>('/api/get_alarm_notify_channels', { fid }) });
/** POST /api/get_alarm_notify_rules — who hears of which levels. */
export const useNotifyRules = (fid: number) => useQuery({ queryKey: keys.rules(fid), queryFn: () => postData<NotifyRule[]>('/api/get_alarm_notify_rules', { fid }) });
/** POST /api/get_alarm_notify_members — the members a rule can name, with masked contacts. */
export const useNotifyMembers = (fid: number) => useQuery({ queryKey: keys.members(fid), queryFn: () => postData<NotifyMember[]>('/api/get_alarm_notify_members', { fid }) });
/** POST /api/get_alarm_notify_log — every send, newest first; refreshed while open. */
export const useNotifyLog = (q: NotifyLogQuery) =>
  useQuery({ queryKey: keys.log(q.fid, q), queryFn: () => postData<Paged<NotifySend>>('/api/get_alarm_notify_log', q), placeholderData: keepPreviousData, refetchInterval: 15_000 });

export function useNotifyMutations(fid: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: keys.all(fid) });
  return {
    saveChannel: useMutation({ mutationFn: (b: SaveChannel) => post<DataReply<NotifyChannel>>('/api/save_alarm_notify_channel', b), onSuccess }),
    testChannel: useMutation({
      mutationFn: (b: BodyOf<typeof testNotifyChannelBodySchema>) => post<DataReply<TestResult>>('/api/test_alarm_notify_channel', b),
      onSuccess,
    }),
    saveRule: useMutation({ mutationFn: (b: SaveRule) => post<DataReply<NotifyRule>>('/api/save_alarm_notify_rule', b), onSuccess }),
    deleteRule: useMutation({ mutationFn: (rule_id: number) => post<OkReply>('/api/del_alarm_notify_rule', { fid, rule_id }), onSuccess }),
  };
}
