import { getPlantSpecList, type specListBodySchema } from '@pfs/domain/plant-spec';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type SpecListBody = FacBody<typeof specListBodySchema>;

/** Crop specs with their current version and batch counts. */
export const usePlantSpecList = (body: SpecListBody | undefined) => usePagedCall(getPlantSpecList, body);
