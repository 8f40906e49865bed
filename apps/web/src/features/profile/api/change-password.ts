import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { changePassword, changePasswordBodySchema } from '@pfs/domain/auth';
import { callWithMsg } from '@/lib/call-api';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Needs the old password; the user's other sessions are revoked. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => callWithMsg(changePassword, changePasswordBodySchema.parse(body)) });
}
