import { useMemberOptions } from '@/lib/member-options';

/** Who can be picked in the IoT log's member filter. Needs auth.list. */
export const useIotLogMembers = (fid: number, enabled: boolean) => useMemberOptions(fid, enabled);
