import { useQuery } from '@tanstack/react-query';
import { getMemberOptions } from '@/lib/member-options';
import { syslogKeys } from './query-keys';

/** Needs auth.list on the server: callers pass `enabled` from the role's codes. */
export function useFacMemberOptions(fid: number, enabled: boolean) {
  return useQuery({ queryKey: syslogKeys.memberOptions(fid), queryFn: () => getMemberOptions(fid), enabled, staleTime: 60_000 });
}
