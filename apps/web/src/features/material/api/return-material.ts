import { returnMaterial, returnMaterialBodySchema } from '@pfs/domain/material';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from '@/lib/material-options';

export type ReturnMaterialBody = FacBody<typeof returnMaterialBodySchema>;

/** 退料：unused material back into the lot it came from. Answers the movements and the lots as they now are. */
export const useReturnMaterial = () => useRefreshingMutation((body: ReturnMaterialBody) => callWithMsg(returnMaterial, returnMaterialBodySchema.parse(body)), invalidateMaterial);
