import { setSpecStatusBodySchema, type SpecView } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { plantSpecKeys } from './plant-spec-keys';

/** POST /api/set_plant_spec_status — a disabled spec can no longer be sown; its batches are untouched. */
export const setPlantSpecStatus = (body: FacBody<typeof setSpecStatusBodySchema>) =>
  post<DataReply<SpecView>>('/api/set_plant_spec_status', setSpecStatusBodySchema.parse(body));

export const useSetPlantSpecStatus = () => useRefreshingMutation(setPlantSpecStatus, (qc, b) => qc.invalidateQueries({ queryKey: plantSpecKeys.all(b.fid) }));
