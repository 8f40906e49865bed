import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMaterialMoveList, stockMoveListBodySchema } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type MoveListBody = FacBody<typeof stockMoveListBodySchema>;

/** Stock movements by item, lot, batch, kind and day. The last page stays while the next loads. */
export const useMaterialMoveList = (body: MoveListBody | undefined) =>
  useQuery({
    queryKey: callKey(getMaterialMoveList, body),
    queryFn: () => callApi(getMaterialMoveList, stockMoveListBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
