import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { setFacMemberPassword, setMemberPasswordBodySchema } from '@pfs/domain/member';
import { callWithMsg } from '@/lib/call-api';

export type SetFacMemberPasswordBody = z.input<typeof setMemberPasswordBodySchema>;

/** Sets a member's password; their sessions are revoked. Nothing shown in the lists changes, so nothing is invalidated. */
export function useSetFacMemberPassword() {
  return useMutation({ mutationFn: (body: SetFacMemberPasswordBody) => callWithMsg(setFacMemberPassword, setMemberPasswordBodySchema.parse(body)) });
}
