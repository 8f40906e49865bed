import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { specListBodySchema, type Paged, type SpecView } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantSpecKeys } from './plant-spec-keys';

export type SpecListBody = z.input<typeof specListBodySchema> & { fid: number };

/** POST /api/get_plant_spec_list — crop specs with their current version and batch counts. */
export const getPlantSpecList = (body: SpecListBody) => postData<Paged<SpecView>>('/api/get_plant_spec_list', specListBodySchema.parse(body));

export const usePlantSpecList = (body: SpecListBody | undefined) =>
  useQuery({
    queryKey: plantSpecKeys.list(body ?? { fid: 0 }),
    queryFn: () => getPlantSpecList(body!),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
