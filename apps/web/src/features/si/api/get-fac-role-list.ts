import { getFacRoleList } from '@pfs/domain/member';
import { useCall } from '@/lib/call-api';

/** The factory's roles, as a rule's 负责角色 offers them (needs auth.list: callers pass `enabled`). */
export const useSiRoleOptions = (fid: number | undefined, enabled: boolean) => useCall(getFacRoleList, { fid: fid! }, { enabled: !!fid && enabled, staleTime: 60_000 });
