import type { z } from 'zod';
import { updateFacMember, updateMemberBodySchema } from '@pfs/domain/member';
import { callApi } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './member-data';

export type UpdateFacMemberBody = z.input<typeof updateMemberBodySchema>;

/** Change a member's role and/or status (启用/停用). */
export const useUpdateFacMember = () =>
  useRefreshingMutation(
    (body: UpdateFacMemberBody) => callApi(updateFacMember, updateMemberBodySchema.parse(body)),
    (qc) => invalidateMemberData(qc),
  );
