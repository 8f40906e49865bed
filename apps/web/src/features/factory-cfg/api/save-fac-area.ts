import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAreaBodySchema, type AreaView } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { invalidateLayout } from './factory-cfg-keys';

export type SaveAreaInput = FacBody<typeof saveAreaBodySchema>;

/** POST /api/save_fac_area — adds an area or changes one; 409 when standing batches forbid the change. */
export const saveFacArea = (body: SaveAreaInput) => post<DataReply<AreaView>>('/api/save_fac_area', saveAreaBodySchema.parse(body));

export function useSaveFacArea() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveFacArea, onSuccess: (_r, b) => invalidateLayout(qc, b.fid) });
}
