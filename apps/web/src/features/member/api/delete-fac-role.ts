import type { z } from 'zod';
import { deleteFacRole, deleteRoleBodySchema } from '@pfs/domain/member';
import { callWithMsg } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './member-data';

export type DeleteFacRoleBody = z.input<typeof deleteRoleBodySchema>;

/** The server answers 409 while members still hold the role. */
export const useDeleteFacRole = () =>
  useRefreshingMutation(
    (body: DeleteFacRoleBody) => callWithMsg(deleteFacRole, deleteRoleBodySchema.parse(body)),
    (qc) => invalidateMemberData(qc),
  );
