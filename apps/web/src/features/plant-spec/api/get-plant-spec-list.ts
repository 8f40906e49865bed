import { specListBodySchema, type Paged, type SpecView } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { plantSpecKeys } from './plant-spec-keys';

export type SpecListBody = FacBody<typeof specListBodySchema>;

/** POST /api/get_plant_spec_list — crop specs with their current version and batch counts. */
export const getPlantSpecList = (body: SpecListBody) => postData<Paged<SpecView>>('/api/get_plant_spec_list', specListBodySchema.parse(body));

export const usePlantSpecList = (body: SpecListBody | undefined) => useFacQuery(plantSpecKeys.list(body ?? { fid: 0 }), body, getPlantSpecList);
