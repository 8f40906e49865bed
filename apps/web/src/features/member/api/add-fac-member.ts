import type { z } from 'zod';
import { addFacMember, addMemberBodySchema, getFacMemberInvites } from '@pfs/domain/member';
import { callApi, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './member-data';

export type AddFacMemberBody = z.input<typeof addMemberBodySchema>;

/** Invites an existing account (by uni_no); it joins when its owner accepts. */
export const useAddFacMember = () =>
  useRefreshingMutation(
    (body: AddFacMemberBody) => callApi(addFacMember, addMemberBodySchema.parse(body)),
    (qc) => Promise.all([invalidateMemberData(qc), invalidateCalls(qc, getFacMemberInvites)]),
  );
