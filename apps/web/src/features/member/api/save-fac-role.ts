import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveRoleBodySchema, type Role } from '@pfs/domain';
import { postData } from '@/lib/request';
import { useAuthStore } from '@/lib/auth-store';
import { invalidateMemberData } from './query-keys';

export type SaveFacRoleBody = z.input<typeof saveRoleBodySchema>;

/** POST /api/save_fac_role — creates a role (no role_id) or replaces a role's name and codes. */
export async function saveFacRole(body: SaveFacRoleBody): Promise<Role> {
  return postData<Role>('/api/save_fac_role', saveRoleBodySchema.parse(body));
}

export function useSaveFacRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFacRole,
    onSuccess: async (role) => {
      await invalidateMemberData(qc);
      // Editing the role one holds changes one's own menus: reload the session so the shell follows.
      const auth = useAuthStore.getState();
      if (auth.crtFacRole?.role_id === role.role_id) await auth.getInfo().catch(() => undefined);
    },
  });
}
