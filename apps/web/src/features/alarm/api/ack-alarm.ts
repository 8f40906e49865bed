import { ackAlarm, getFacAlarmDetail, getFacAlarmlogList, type ackAlarmBodySchema } from '@pfs/domain/alarm';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

/** 「已确认，处理中」: the alarm stays open (the badge keeps counting it), its escalation stops. */
export const useAckAlarm = () =>
  useRefreshingMutation((b: BodyOf<typeof ackAlarmBodySchema>) => callWithMsg(ackAlarm, b), (qc) => invalidateCalls(qc, getFacAlarmlogList, getFacAlarmDetail));
