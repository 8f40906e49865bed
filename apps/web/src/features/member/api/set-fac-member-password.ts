import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { setMemberPasswordBodySchema } from '@pfs/domain';
import { request, type OkReply } from '@/lib/request';

export type SetFacMemberPasswordBody = z.input<typeof setMemberPasswordBodySchema>;

/** POST /api/set_fac_member_password — sets a member's password; their sessions are revoked. */
export async function setFacMemberPassword(body: SetFacMemberPasswordBody): Promise<OkReply> {
  return request('/api/set_fac_member_password', { method: 'POST', data: setMemberPasswordBodySchema.parse(body) });
}

/** Nothing shown in the lists changes, so nothing is invalidated. */
export function useSetFacMemberPassword() {
  return useMutation({ mutationFn: setFacMemberPassword });
}
