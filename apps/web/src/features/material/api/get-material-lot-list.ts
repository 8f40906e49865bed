import { getMaterialLotList } from '@pfs/domain/material';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type LotListBody = FacBody<typeof getMaterialLotList.body>;

/** Lots with their balance and state (正常, 临期, 已过期, 已用完). The last page stays while the next loads. */
export const useMaterialLotList = (body: LotListBody | undefined) => usePagedCall(getMaterialLotList, body);
