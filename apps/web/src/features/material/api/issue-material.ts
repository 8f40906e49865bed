import { issueMaterial, issueMaterialBodySchema } from '@pfs/domain/material';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from '@/lib/material-options';

export type IssueMaterialBody = FacBody<typeof issueMaterialBodySchema>;

/** 领用：first-expiring lot first unless a lot is named; 400 naming what is left. Answers the movements and the lots as they now are. */
export const useIssueMaterial = () => useRefreshingMutation((body: IssueMaterialBody) => callWithMsg(issueMaterial, issueMaterialBodySchema.parse(body)), invalidateMaterial);
