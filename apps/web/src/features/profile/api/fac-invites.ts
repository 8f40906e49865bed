import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptFacInvite, declineFacInvite, getMyFacInvites, myInviteRefBodySchema } from '@pfs/domain/member';
import { callWithMsg, invalidateCalls, useCall } from '@/lib/call-api';
import { reloadSession } from '@/lib/auth-store';

/** Factories that invited this account. */
export const useMyFacInvites = () => useCall(getMyFacInvites, {});

/** Accepts or declines an invitation; accepting reloads the session so the factory appears at once. */
export function useAnswerFacInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ invite_id, accept }: { invite_id: number; accept: boolean }) =>
      callWithMsg(accept ? acceptFacInvite : declineFacInvite, myInviteRefBodySchema.parse({ invite_id })),
    onSuccess: async (_r, v) => {
      await invalidateCalls(qc, getMyFacInvites);
      if (v.accept) await reloadSession();
    },
  });
}
