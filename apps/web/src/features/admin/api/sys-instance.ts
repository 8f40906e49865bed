import { useQuery } from '@tanstack/react-query';
import { INSTANCE_BEAT_MS, type SysInstanceList } from '@pfs/domain';
import { postData } from '@/lib/request';

/** Query keys of 管理后台 → 服务器实例. */
export const sysInstanceKeys = { list: ['admin', 'sys-instance', 'list'] as const };

/** POST /api/get_sys_instance_list — every server instance, up or down, and which one leads (super admins only). */
export const getSysInstanceList = () => postData<SysInstanceList>('/api/get_sys_instance_list', {}, { silent: true });

/** Polled at the heartbeat's pace: an instance going down shows within one beat of the server noticing. */
export const useSysInstanceList = () => useQuery({ queryKey: sysInstanceKeys.list, queryFn: getSysInstanceList, refetchInterval: INSTANCE_BEAT_MS });
