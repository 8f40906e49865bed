import { useQuery } from '@tanstack/react-query';
import type { SwitchLock } from '@pfs/domain';
import { postData } from '@/lib/request';
import { gatewayKeys } from './query-keys';

export type { SwitchLock };

/** POST /api/get_iot_switch_locks — switches locked against strategies, who locked them and until when. */
export const getIotSwitchLocks = (fid: number) => postData<SwitchLock[]>('/api/get_iot_switch_locks', { fid }, { silent: true });

/** One query for the whole page (every switch row shares it). */
export const useIotSwitchLocks = (fid: number | undefined) =>
  useQuery({ queryKey: gatewayKeys.locks(fid), enabled: !!fid, refetchInterval: 15_000, queryFn: () => getIotSwitchLocks(fid!) });
