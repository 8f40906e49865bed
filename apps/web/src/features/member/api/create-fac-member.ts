import type { z } from 'zod';
import { createFacMember, createMemberBodySchema } from '@pfs/domain/member';
import { callApi } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './member-data';

export type CreateFacMemberBody = z.input<typeof createMemberBodySchema>;

/** A new user account, made a member with a role. */
export const useCreateFacMember = () =>
  useRefreshingMutation(
    (body: CreateFacMemberBody) => callApi(createFacMember, createMemberBodySchema.parse(body)),
    (qc) => invalidateMemberData(qc),
  );
