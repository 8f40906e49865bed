import type { ackAlarmBodySchema } from '@pfs/domain';
import { post, type OkReply, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { alarmKeys } from './query-keys';

/** POST /api/ack_alarm — 「已确认，处理中」: the alarm stays open (the badge keeps counting it), its escalation stops. */
export const ackAlarm = (b: BodyOf<typeof ackAlarmBodySchema>) => post<OkReply>('/api/ack_alarm', b);

export const useAckAlarm = () => useRefreshingMutation(ackAlarm, (qc, b) => qc.invalidateQueries({ queryKey: alarmKeys.logs(b.fid) }));
