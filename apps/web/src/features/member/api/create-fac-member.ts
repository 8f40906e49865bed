import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createMemberBodySchema, type Member } from '@pfs/domain';
import { postData } from '@/lib/request';
import { invalidateMemberData } from './query-keys';

export type CreateFacMemberBody = z.input<typeof createMemberBodySchema>;

/** POST /api/create_fac_member — a new user account, made a member with a role. */
export async function createFacMember(body: CreateFacMemberBody): Promise<Member> {
  return postData<Member>('/api/create_fac_member', createMemberBodySchema.parse(body));
}

export function useCreateFacMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createFacMember, onSuccess: () => invalidateMemberData(qc) });
}
