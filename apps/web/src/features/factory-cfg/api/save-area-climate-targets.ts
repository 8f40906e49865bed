import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveClimateTargetsBodySchema, type ClimateTargetsView } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

export type SaveClimateTargetsBody = FacBody<typeof saveClimateTargetsBodySchema>;

/** POST /api/save_area_climate_targets — the targets of one area kind; each bound may be left empty. */
export const saveAreaClimateTargets = (body: SaveClimateTargetsBody) =>
  post<DataReply<ClimateTargetsView>>('/api/save_area_climate_targets', saveClimateTargetsBodySchema.parse(body));

export function useSaveAreaClimateTargets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveAreaClimateTargets,
    // Area details compare their live climate with these targets.
    onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: factoryCfgKeys.all(b.fid) }),
  });
}
