import type { z } from 'zod';
import { updateMemberBodySchema, type Member } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './query-keys';

export type UpdateFacMemberBody = z.input<typeof updateMemberBodySchema>;

/** POST /api/update_fac_member — change a member's role and/or status (启用/停用). */
export async function updateFacMember(body: UpdateFacMemberBody): Promise<Member> {
  return postData<Member>('/api/update_fac_member', updateMemberBodySchema.parse(body));
}

export const useUpdateFacMember = () => useRefreshingMutation(updateFacMember, (qc) => invalidateMemberData(qc));
