import { saveAreaBodySchema, type AreaView } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './factory-cfg-keys';

export type SaveAreaInput = FacBody<typeof saveAreaBodySchema>;

/** POST /api/save_fac_area — adds an area or changes one; 409 when standing batches forbid the change. */
export const saveFacArea = (body: SaveAreaInput) => post<DataReply<AreaView>>('/api/save_fac_area', saveAreaBodySchema.parse(body));

export const useSaveFacArea = () => useRefreshingMutation(saveFacArea, (qc, b) => invalidateLayout(qc, b.fid));
