import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type Paged } from '@pfs/domain';
import { getFacMemberList, type Member } from '@pfs/domain/member';
import { callApi, callKey } from './call-api';

/** A member as a filter's select offers it. */
export const memberOption = (m: Member) => ({ value: m.uid, label: `${m.cname}（${m.uni_no}）` });

const toOptions = (res: Paged<Member>) => res.items.map(memberOption);

/**
 * The members a log's member filter offers (the member list's first page at its largest size), in the same cache
 * as 成员管理's list, so a member's change shows in the filters too. Needs auth.list: callers pass `enabled` from
 * the role's codes.
 */
export function useMemberOptions(fid: number, enabled: boolean) {
  const body = { fid, page: 1, size: PAGE_SIZE_MAX };
  return useQuery({ queryKey: callKey(getFacMemberList, body), queryFn: () => callApi(getFacMemberList, body), enabled, staleTime: 60_000, select: toOptions });
}
