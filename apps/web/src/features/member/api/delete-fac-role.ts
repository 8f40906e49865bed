import type { z } from 'zod';
import { deleteRoleBodySchema } from '@pfs/domain';
import { request, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMemberData } from './query-keys';

export type DeleteFacRoleBody = z.input<typeof deleteRoleBodySchema>;

/** POST /api/delete_fac_role — the server answers 409 while members still hold the role. */
export async function deleteFacRole(body: DeleteFacRoleBody): Promise<OkReply> {
  return request('/api/delete_fac_role', { method: 'POST', data: deleteRoleBodySchema.parse(body) });
}

export const useDeleteFacRole = () => useRefreshingMutation(deleteFacRole, (qc) => invalidateMemberData(qc));
