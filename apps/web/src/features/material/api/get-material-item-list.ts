import { getMaterialItemList } from '@pfs/domain/material';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type ItemListBody = FacBody<typeof getMaterialItemList.body>;

/** Items of a kind with usable stock and the nearest expiry. The last page stays while the next loads. */
export const useMaterialItemList = (body: ItemListBody | undefined) => usePagedCall(getMaterialItemList, body);
