import { updateMaterialLot, updateLotBodySchema } from '@pfs/domain/material';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from '@/lib/material-options';

export type UpdateLotBody = FacBody<typeof updateLotBodySchema>;

/** Corrects a lot's papers; its quantity changes only through movements. */
export const useUpdateMaterialLot = () => useRefreshingMutation((body: UpdateLotBody) => callWithMsg(updateMaterialLot, updateLotBodySchema.parse(body)), invalidateMaterial);
