import type { z } from 'zod';
import { createMemberBodySchema, type Member } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './query-keys';

export type CreateFacMemberBody = z.input<typeof createMemberBodySchema>;

/** POST /api/create_fac_member — a new user account, made a member with a role. */
export async function createFacMember(body: CreateFacMemberBody): Promise<Member> {
  return postData<Member>('/api/create_fac_member', createMemberBodySchema.parse(body));
}

export const useCreateFacMember = () => useRefreshingMutation(createFacMember, (qc) => invalidateMemberData(qc));
