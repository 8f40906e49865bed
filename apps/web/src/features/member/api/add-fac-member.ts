import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { addMemberBodySchema, type Member } from '@pfs/domain';
import { postData } from '@/lib/request';
import { invalidateMemberData } from './query-keys';

export type AddFacMemberBody = z.input<typeof addMemberBodySchema>;

/** POST /api/add_fac_member — an existing user (by uni_no) joins the factory with a role. */
export async function addFacMember(body: AddFacMemberBody): Promise<Member> {
  return postData<Member>('/api/add_fac_member', addMemberBodySchema.parse(body));
}

export function useAddFacMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addFacMember, onSuccess: () => invalidateMemberData(qc) });
}
