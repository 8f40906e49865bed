import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFacCfg, updateFacCfg, updateFacCfgBodySchema } from '@pfs/domain/factory-cfg';
import { reloadSession } from '@/lib/auth-store';
import { callKey, callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type UpdateFacCfgBody = FacBody<typeof updateFacCfgBodySchema>;

/**
 * Name, place, weather code, usage, plant types and modules. Modules and names appear in the menus and the top bar,
 * which come from get_user_info: it is loaded again right after the save, so no menu keeps a module just switched off.
 */
export function useUpdateFacCfg() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFacCfgBody) => callWithMsg(updateFacCfg, updateFacCfgBodySchema.parse(body)),
    onSuccess: async (r, b) => {
      qc.setQueryData(callKey(getFacCfg, { fid: b.fid }), r.data);
      await reloadSession();
    },
  });
}
