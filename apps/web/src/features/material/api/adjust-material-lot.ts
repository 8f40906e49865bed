import { adjustMaterialLot, adjustLotBodySchema } from '@pfs/domain/material';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from '@/lib/material-options';

export type AdjustMaterialLotBody = FacBody<typeof adjustLotBodySchema>;

/** 盘点调整 with a reason; never below 0. Answers the movements and the lots as they now are. */
export const useAdjustMaterialLot = () => useRefreshingMutation((body: AdjustMaterialLotBody) => callWithMsg(adjustMaterialLot, adjustLotBodySchema.parse(body)), invalidateMaterial);
