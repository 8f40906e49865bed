import { getMaterialMoveList } from '@pfs/domain/material';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type MoveListBody = FacBody<typeof getMaterialMoveList.body>;

/** Stock movements by item, lot, batch, kind and day. The last page stays while the next loads. */
export const useMaterialMoveList = (body: MoveListBody | undefined) => usePagedCall(getMaterialMoveList, body);
