import type { z } from 'zod';
import { memberRefBodySchema } from '@pfs/domain';
import { request, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './query-keys';

export type RemoveFacMemberBody = z.input<typeof memberRefBodySchema>;

/** POST /api/remove_fac_member — the user leaves this factory (the account itself stays). */
export async function removeFacMember(body: RemoveFacMemberBody): Promise<OkReply> {
  return request('/api/remove_fac_member', { method: 'POST', data: memberRefBodySchema.parse(body) });
}

export const useRemoveFacMember = () => useRefreshingMutation(removeFacMember, (qc) => invalidateMemberData(qc));
