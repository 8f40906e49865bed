import { keepPreviousData } from '@tanstack/react-query';
import { getPlantSpecList, type specListBodySchema } from '@pfs/domain';
import { useCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type SpecListBody = FacBody<typeof specListBodySchema>;

/** Crop specs with their current version and batch counts. */
export const usePlantSpecList = (body: SpecListBody | undefined) =>
  useCall(getPlantSpecList, body ?? ({ fid: 0 } as SpecListBody), { enabled: !!body?.fid, placeholderData: keepPreviousData });
