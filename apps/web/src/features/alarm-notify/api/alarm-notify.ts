import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import * as notify from '@pfs/domain/alarm-notify';
import { callWithMsg, invalidateCalls, useCall } from '@/lib/call-api';
import type { BodyOf, ListBody } from '@/lib/request';

export type { NotifyChannel, NotifyMember, NotifyRule, NotifySend } from '@pfs/domain/alarm-notify';
export type NotifyLogQuery = ListBody<typeof notify.notifyLogBodySchema>;
type SaveChannel = BodyOf<typeof notify.saveNotifyChannelBodySchema>;
type SaveRule = BodyOf<typeof notify.saveNotifyRuleBodySchema>;

/** The factory's channels, secrets masked. */
export const useNotifyChannels = (fid: number) => useCall(notify.getAlarmNotifyChannels, { fid });
/** Who hears of which levels. */
export const useNotifyRules = (fid: number) => useCall(notify.getAlarmNotifyRules, { fid });
/** The members a rule can name, with masked contacts. */
export const useNotifyMembers = (fid: number) => useCall(notify.getAlarmNotifyMembers, { fid });
/** Every send, newest first; refreshed while open. */
export const useNotifyLog = (q: NotifyLogQuery) => useCall(notify.getAlarmNotifyLog, q, { placeholderData: keepPreviousData, refetchInterval: 15_000 });

/** Every change (and a test send, which the log records) refreshes every read of 告警通知. */
export function useNotifyMutations(fid: number) {
  const qc = useQueryClient();
  const onSuccess = () =>
    invalidateCalls(qc, notify.getAlarmNotifyChannels, notify.getAlarmNotifyRules, notify.getAlarmNotifyMembers, notify.getAlarmNotifyLog);
  return {
    saveChannel: useMutation({ mutationFn: (b: SaveChannel) => callWithMsg(notify.saveAlarmNotifyChannel, b), onSuccess }),
    testChannel: useMutation({
      mutationFn: (b: BodyOf<typeof notify.testNotifyChannelBodySchema>) => callWithMsg(notify.testAlarmNotifyChannel, b),
      onSuccess,
    }),
    saveRule: useMutation({ mutationFn: (b: SaveRule) => callWithMsg(notify.saveAlarmNotifyRule, b), onSuccess }),
    deleteRule: useMutation({ mutationFn: (rule_id: number) => callWithMsg(notify.delAlarmNotifyRule, { fid, rule_id }), onSuccess }),
  };
}
