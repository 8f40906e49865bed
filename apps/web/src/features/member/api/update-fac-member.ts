import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateMemberBodySchema, type Member } from '@pfs/domain';
import { request } from '@/lib/request';
import { invalidateMemberData } from './query-keys';

export type UpdateFacMemberBody = z.input<typeof updateMemberBodySchema>;

/** POST /api/update_fac_member — change a member's role and/or status (启用/停用). */
export async function updateFacMember(body: UpdateFacMemberBody): Promise<Member> {
  const res = await request<{ data: Member }>('/api/update_fac_member', { method: 'POST', data: updateMemberBodySchema.parse(body) });
  return res.data;
}

export function useUpdateFacMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateFacMember, onSuccess: () => invalidateMemberData(qc) });
}
