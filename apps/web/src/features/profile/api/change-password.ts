import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { changePasswordBodySchema } from '@pfs/domain';
import { request, type OkReply } from '@/lib/request';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** POST /api/change_password — needs the old password; the user's other sessions are revoked. */
export async function changePassword(body: ChangePasswordBody): Promise<OkReply> {
  return request('/api/change_password', { method: 'POST', data: changePasswordBodySchema.parse(body) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
