import type { z } from 'zod';
import type { closeAllAlarmsBodySchema, closeAllAlarmsSchema } from '@pfs/domain';
import { post, type DataReply, type BodyOf } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { refreshAfterClose } from './query-keys';

/** POST /api/close_fac_alarmlog_all — closes every open alarm of the factory with one reason. */
export const closeFacAlarmlogAll = (b: BodyOf<typeof closeAllAlarmsBodySchema>) =>
  post<DataReply<z.infer<typeof closeAllAlarmsSchema>>>('/api/close_fac_alarmlog_all', b);

export const useCloseAllAlarms = () => useRefreshingMutation(closeFacAlarmlogAll, refreshAfterClose);
