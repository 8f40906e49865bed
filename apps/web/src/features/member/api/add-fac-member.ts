import type { z } from 'zod';
import { addMemberBodySchema, type MemberInvite } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData, inviteKeys } from './query-keys';

export type AddFacMemberBody = z.input<typeof addMemberBodySchema>;

/** POST /api/add_fac_member — invites an existing account (by uni_no); it joins when its owner accepts. */
export async function addFacMember(body: AddFacMemberBody): Promise<MemberInvite> {
  return postData<MemberInvite>('/api/add_fac_member', addMemberBodySchema.parse(body));
}

export const useAddFacMember = () =>
  useRefreshingMutation(addFacMember, (qc) => Promise.all([invalidateMemberData(qc), qc.invalidateQueries({ queryKey: inviteKeys.all })]));
