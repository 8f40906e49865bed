import { useQuery } from '@tanstack/react-query';
import { getMemberOptions } from '@/lib/member-options';
import { iotlogKeys } from './query-keys';

/** Who can be picked in the IoT log's member filter. Needs auth.list. */
export const useIotLogMembers = (fid: number, enabled: boolean) =>
  useQuery({ queryKey: iotlogKeys.members(fid), enabled, staleTime: 60_000, queryFn: () => getMemberOptions(fid) });
