import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSpecStatusBodySchema, type SpecView } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { plantSpecKeys } from './plant-spec-keys';

/** POST /api/set_plant_spec_status — a disabled spec can no longer be sown; its batches are untouched. */
export const setPlantSpecStatus = (body: FacBody<typeof setSpecStatusBodySchema>) =>
  post<DataReply<SpecView>>('/api/set_plant_spec_status', setSpecStatusBodySchema.parse(body));

export function useSetPlantSpecStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setPlantSpecStatus, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: plantSpecKeys.all(b.fid) }) });
}
