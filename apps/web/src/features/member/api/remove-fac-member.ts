import type { z } from 'zod';
import { memberRefBodySchema, removeFacMember } from '@pfs/domain/member';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './member-data';

export type RemoveFacMemberBody = z.input<typeof memberRefBodySchema>;

/** The user leaves this factory (the account itself stays). */
export const useRemoveFacMember = () =>
  useRefreshingMutation(
    (body: RemoveFacMemberBody) => callWithMsg(removeFacMember, memberRefBodySchema.parse(body)),
    (qc) => invalidateMemberData(qc),
  );
