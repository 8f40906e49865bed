import { receiveMaterialLot, receiveLotBodySchema } from '@pfs/domain/material';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from '@/lib/material-options';

export type ReceiveMaterialLotBody = FacBody<typeof receiveLotBodySchema>;

/** 入库：a new lot and its receive movement (409 when the lot number exists for the item). Answers the movements and the lots as they now are. */
export const useReceiveMaterialLot = () => useRefreshingMutation((body: ReceiveMaterialLotBody) => callWithMsg(receiveMaterialLot, receiveLotBodySchema.parse(body)), invalidateMaterial);
