import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateFacCfgBodySchema, type FacCfg } from '@pfs/domain';
import { useAuthStore } from '@/lib/auth-store';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

export type UpdateFacCfgBody = FacBody<typeof updateFacCfgBodySchema>;

/** POST /api/update_fac_cfg — name, place, weather code, usage, plant types and modules. */
export const updateFacCfg = (body: UpdateFacCfgBody) => post<DataReply<FacCfg>>('/api/update_fac_cfg', updateFacCfgBodySchema.parse(body));

/**
 * Modules and names appear in the menus and the top bar, which come from get_user_info: it is loaded again right
 * after the save, so no menu keeps a module that was just switched off.
 */
export function useUpdateFacCfg() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateFacCfg,
    onSuccess: async (r, b) => {
      qc.setQueryData(factoryCfgKeys.cfg(b.fid), r.data);
      await useAuthStore
        .getState()
        .getInfo()
        .catch(() => undefined);
    },
  });
}
