import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSpecBodySchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import type { SpecDetail } from './get-plant-spec';
import { plantSpecKeys } from './plant-spec-keys';

export type SaveSpecInput = FacBody<typeof saveSpecBodySchema>;

/** POST /api/save_plant_spec — msg 已保存为第 N 版 when a version field changed; batches keep their version. */
export const savePlantSpec = (body: SaveSpecInput) => post<DataReply<SpecDetail>>('/api/save_plant_spec', saveSpecBodySchema.parse(body));

export function useSavePlantSpec() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: savePlantSpec, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: plantSpecKeys.all(b.fid) }) });
}
