import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFacAreaHistory, areaHistoryBodySchema } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type AreaHistoryBody = FacBody<typeof areaHistoryBodySchema>;

/** The batches that stood in the area, newest first. The last page stays while the next loads. */
export const useFacAreaHistory = (body: AreaHistoryBody | undefined) =>
  useQuery({
    queryKey: callKey(getFacAreaHistory, body),
    queryFn: () => callApi(getFacAreaHistory, areaHistoryBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
