import { useQuery } from '@tanstack/react-query';
import { memberListBodySchema, PAGE_SIZE_MAX, type Member, type Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { iotlogKeys } from './query-keys';

/** POST /api/get_fac_member_list (largest page) — who can be picked in the IoT log's member filter. Needs auth.list. */
export async function getIotLogMembers(fid: number) {
  const res = await postData<Paged<Member>>('/api/get_fac_member_list', memberListBodySchema.parse({ fid, page: 1, size: PAGE_SIZE_MAX }));
  return res.items.map((m) => ({ value: m.uid, label: `${m.cname}（${m.uni_no}）` }));
}

export const useIotLogMembers = (fid: number, enabled: boolean) =>
  useQuery({ queryKey: iotlogKeys.members(fid), enabled, staleTime: 60_000, queryFn: () => getIotLogMembers(fid) });
