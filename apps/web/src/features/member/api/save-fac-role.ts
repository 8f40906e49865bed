import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveFacRole, saveRoleBodySchema } from '@pfs/domain/member';
import { callApi } from '@/lib/call-api';
import { reloadSession, useAuthStore } from '@/lib/auth-store';
import { invalidateMemberData } from './member-data';

export type SaveFacRoleBody = z.input<typeof saveRoleBodySchema>;

/** Creates a role (no role_id) or replaces a role's name and codes. */
export function useSaveFacRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveFacRoleBody) => callApi(saveFacRole, saveRoleBodySchema.parse(body)),
    onSuccess: async (role) => {
      await invalidateMemberData(qc);
      // Editing the role one holds changes one's own menus: reload the session so the shell follows.
      if (useAuthStore.getState().crtFacRole?.role_id === role.role_id) await reloadSession();
    },
  });
}
