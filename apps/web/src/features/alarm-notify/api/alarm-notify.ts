import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  delAlarmNotifyRule,
  getAlarmNotifyChannels,
  getAlarmNotifyLog,
  getAlarmNotifyMembers,
  getAlarmNotifyRules,
  saveAlarmNotifyChannel,
  saveAlarmNotifyRule,
  testAlarmNotifyChannel,
  type NotifyChannel,
  type NotifyMember,
  type NotifyRule,
  type NotifySend,
  type notifyLogBodySchema,
  type saveNotifyChannelBodySchema,
  type saveNotifyRuleBodySchema,
  type testNotifyChannelBodySchema,
} from '@pfs/domain/alarm-notify';
import { callWithMsg, invalidateCalls, useCall } from '@/lib/call-api';
import type { BodyOf, ListBody } from '@/lib/request';

export type { NotifyChannel, NotifyMember, NotifyRule, NotifySend };
export type NotifyLogQuery = ListBody<typeof notifyLogBodySchema>;
type SaveChannel = BodyOf<typeof saveNotifyChannelBodySchema>;
type SaveRule = BodyOf<typeof saveNotifyRuleBodySchema>;

/** The factory's channels, secrets masked. */
export const useNotifyChannels = (fid: number) => useCall(getAlarmNotifyChannels, { fid });
/** Who hears of which levels. */
export const useNotifyRules = (fid: number) => useCall(getAlarmNotifyRules, { fid });
/** The members a rule can name, with masked contacts. */
export const useNotifyMembers = (fid: number) => useCall(getAlarmNotifyMembers, { fid });
/** Every send, newest first; refreshed while open. */
export const useNotifyLog = (q: NotifyLogQuery) => useCall(getAlarmNotifyLog, q, { placeholderData: keepPreviousData, refetchInterval: 15_000 });

/** Every change (and a test send, which the log records) refreshes every read of 告警通知. */
export function useNotifyMutations(fid: number) {
  const qc = useQueryClient();
  const onSuccess = () => invalidateCalls(qc, getAlarmNotifyChannels, getAlarmNotifyRules, getAlarmNotifyMembers, getAlarmNotifyLog);
  return {
    saveChannel: useMutation({ mutationFn: (b: SaveChannel) => callWithMsg(saveAlarmNotifyChannel, b), onSuccess }),
    testChannel: useMutation({ mutationFn: (b: BodyOf<typeof testNotifyChannelBodySchema>) => callWithMsg(testAlarmNotifyChannel, b), onSuccess }),
    saveRule: useMutation({ mutationFn: (b: SaveRule) => callWithMsg(saveAlarmNotifyRule, b), onSuccess }),
    deleteRule: useMutation({ mutationFn: (rule_id: number) => callWithMsg(delAlarmNotifyRule, { fid, rule_id }), onSuccess }),
  };
}
