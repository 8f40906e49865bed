import type { z } from 'zod';
import { addMemberBodySchema, type Member } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './query-keys';

export type AddFacMemberBody = z.input<typeof addMemberBodySchema>;

/** POST /api/add_fac_member — an existing user (by uni_no) joins the factory with a role. */
export async function addFacMember(body: AddFacMemberBody): Promise<Member> {
  return postData<Member>('/api/add_fac_member', addMemberBodySchema.parse(body));
}

export const useAddFacMember = () => useRefreshingMutation(addFacMember, (qc) => invalidateMemberData(qc));
