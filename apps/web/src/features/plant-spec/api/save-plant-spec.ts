import { saveSpecBodySchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { SpecDetail } from './get-plant-spec';
import { plantSpecKeys } from './plant-spec-keys';

export type SaveSpecInput = FacBody<typeof saveSpecBodySchema>;

/** POST /api/save_plant_spec — msg 已保存为第 N 版 when a version field changed; batches keep their version. */
export const savePlantSpec = (body: SaveSpecInput) => post<DataReply<SpecDetail>>('/api/save_plant_spec', saveSpecBodySchema.parse(body));

export const useSavePlantSpec = () => useRefreshingMutation(savePlantSpec, (qc, b) => qc.invalidateQueries({ queryKey: plantSpecKeys.all(b.fid) }));
