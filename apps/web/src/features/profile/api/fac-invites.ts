import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myInviteRefBodySchema, type MyInvite } from '@pfs/domain';
import { postData, request, type OkReply } from '@/lib/request';
import { useAuthStore } from '@/lib/auth-store';

const myInviteKeys = { all: ['my-fac-invites'] as const };

/** POST /api/get_my_fac_invites — factories that invited this account. */
export const getMyFacInvites = () => postData<MyInvite[]>('/api/get_my_fac_invites', {});
export const useMyFacInvites = () => useQuery({ queryKey: myInviteKeys.all, queryFn: getMyFacInvites });

/** POST /api/accept_fac_invite or /api/decline_fac_invite; accepting reloads the session so the factory appears at once. */
export function useAnswerFacInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ invite_id, accept }: { invite_id: number; accept: boolean }): Promise<OkReply> =>
      request(accept ? '/api/accept_fac_invite' : '/api/decline_fac_invite', { method: 'POST', data: myInviteRefBodySchema.parse({ invite_id }) }),
    onSuccess: async (_r, v) => {
      await qc.invalidateQueries({ queryKey: myInviteKeys.all });
      if (v.accept) await useAuthStore.getState().getInfo().catch(() => undefined);
    },
  });
}
