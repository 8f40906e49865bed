import { facBodySchema, memberInviteRefBodySchema, type MemberInvite } from '@pfs/domain';
import { postData, request, type OkReply } from '@/lib/request';
import { useFacQuery, useRefreshingMutation } from '@/lib/fac-query';
import { inviteKeys } from './query-keys';

/** POST /api/get_fac_member_invites — invitations not yet accepted, as the managers typed them. */
export async function getFacMemberInvites(body: { fid: number }): Promise<MemberInvite[]> {
  return postData<MemberInvite[]>('/api/get_fac_member_invites', facBodySchema.parse(body));
}
export const useFacMemberInvites = (fid: number | undefined) => useFacQuery(inviteKeys.list(fid), fid === undefined ? undefined : { fid }, getFacMemberInvites);

/** POST /api/cancel_fac_member_invite — withdraws an invitation. */
export async function cancelFacMemberInvite(body: { fid: number; invite_id: number }): Promise<OkReply> {
  return request('/api/cancel_fac_member_invite', { method: 'POST', data: memberInviteRefBodySchema.parse(body) });
}
export const useCancelFacMemberInvite = () => useRefreshingMutation(cancelFacMemberInvite, (qc) => qc.invalidateQueries({ queryKey: inviteKeys.all }));
