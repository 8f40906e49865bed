import { getIotSwitchLocks, type SwitchLock } from '@pfs/domain/rule';
import { useCall } from '@/lib/call-api';

export type { SwitchLock };

/** Switches locked against strategies, who locked them and until when: one query for the whole page (every switch row shares it). */
export const useIotSwitchLocks = (fid: number | undefined) => useCall(getIotSwitchLocks, { fid: fid! }, { enabled: !!fid, refetchInterval: 15_000, silent: true });
