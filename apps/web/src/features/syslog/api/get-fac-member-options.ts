import { useMemberOptions } from '@/lib/member-options';

/** Needs auth.list on the server: callers pass `enabled` from the role's codes. */
export const useFacMemberOptions = (fid: number, enabled: boolean) => useMemberOptions(fid, enabled);
