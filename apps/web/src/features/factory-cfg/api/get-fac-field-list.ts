import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFacFieldList, fieldListBodySchema } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type FieldListBody = FacBody<typeof fieldListBodySchema>;

/** Fields with their areas' positions and the dishes standing there. The last page stays while the next loads. */
export const useFacFieldList = (body: FieldListBody | undefined) =>
  useQuery({
    queryKey: callKey(getFacFieldList, body),
    queryFn: () => callApi(getFacFieldList, fieldListBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
