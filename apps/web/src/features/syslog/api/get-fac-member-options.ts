import { useQuery } from '@tanstack/react-query';
import { memberListBodySchema, PAGE_SIZE_MAX, type Member, type Paged } from '@pfs/domain';
import { request } from '@/lib/request';
import { syslogKeys } from './query-keys';

export type MemberOption = { value: number; label: string };

/** POST /api/get_fac_member_list (first page, largest size) — the members offered by the logs' member filter. */
export async function getFacMemberOptions(fid: number): Promise<MemberOption[]> {
  const body = memberListBodySchema.parse({ fid, page: 1, size: PAGE_SIZE_MAX });
  const res = await request<{ data: Paged<Member> }>('/api/get_fac_member_list', { method: 'POST', data: body });
  return res.data.items.map((m) => ({ value: m.uid, label: `${m.cname}（${m.uni_no}）` }));
}

/** Needs auth.list on the server: callers pass `enabled` from the role's codes. */
export function useFacMemberOptions(fid: number, enabled: boolean) {
  return useQuery({ queryKey: syslogKeys.memberOptions(fid), queryFn: () => getFacMemberOptions(fid), enabled, staleTime: 60_000 });
}
