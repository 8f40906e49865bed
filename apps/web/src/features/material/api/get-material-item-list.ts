import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMaterialItemList, materialItemListBodySchema } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type ItemListBody = FacBody<typeof materialItemListBodySchema>;

/** Items of a kind with usable stock and the nearest expiry. The last page stays while the next loads. */
export const useMaterialItemList = (body: ItemListBody | undefined) =>
  useQuery({
    queryKey: callKey(getMaterialItemList, body),
    queryFn: () => callApi(getMaterialItemList, materialItemListBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
