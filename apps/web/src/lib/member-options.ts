import { memberListBodySchema, PAGE_SIZE_MAX, type Member, type Paged } from '@pfs/domain';
import { postData } from './request';

/** A member as a filter's select offers it. */
export const memberOption = (m: Member) => ({ value: m.uid, label: `${m.cname}（${m.uni_no}）` });

/** POST /api/get_fac_member_list (first page, largest size) — the members a log's member filter offers. Needs auth.list. */
export async function getMemberOptions(fid: number) {
  const res = await postData<Paged<Member>>('/api/get_fac_member_list', memberListBodySchema.parse({ fid, page: 1, size: PAGE_SIZE_MAX }));
  return res.items.map(memberOption);
}
