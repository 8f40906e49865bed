import { INSTANCE_BEAT_MS, getSysInstanceList } from '@pfs/domain/instance';
import { useCall } from '@/lib/call-api';

/**
 * 管理后台 → 服务器实例, polled at the heartbeat's pace: an instance going down shows within one beat of the server
 * noticing. Silent: a failed refresh shows on the page, not as a toast every 10 s.
 */
export const useSysInstanceList = () => useCall(getSysInstanceList, {}, { refetchInterval: INSTANCE_BEAT_MS, silent: true });
