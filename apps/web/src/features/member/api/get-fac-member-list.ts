import type { z } from 'zod';
import { memberListBodySchema, type Member, type Paged } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { memberKeys } from './query-keys';

export type FacMemberListBody = z.input<typeof memberListBodySchema>;

/** POST /api/get_fac_member_list — members of the factory, filtered and paged. */
export async function getFacMemberList(body: FacMemberListBody): Promise<Paged<Member>> {
  return postData<Paged<Member>>('/api/get_fac_member_list', memberListBodySchema.parse(body));
}

export const useFacMemberList = (body: FacMemberListBody | undefined) => useFacQuery(memberKeys.list(body), body, getFacMemberList);
