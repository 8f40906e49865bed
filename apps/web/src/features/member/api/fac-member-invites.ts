import { keepPreviousData } from '@tanstack/react-query';
import { cancelFacMemberInvite, getFacMemberInvites, memberInviteRefBodySchema } from '@pfs/domain/member';
import { callWithMsg, invalidateCalls, useCall } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';

/** Invitations not yet accepted, as the managers typed them. */
export const useFacMemberInvites = (fid: number | undefined) =>
  useCall(getFacMemberInvites, { fid: fid! }, { enabled: !!fid, placeholderData: keepPreviousData });

/** Withdraws an invitation. */
export const useCancelFacMemberInvite = () =>
  useRefreshingMutation(
    (body: { fid: number; invite_id: number }) => callWithMsg(cancelFacMemberInvite, memberInviteRefBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getFacMemberInvites),
  );
