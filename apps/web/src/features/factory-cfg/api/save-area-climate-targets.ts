import { getFacAreaDetail, getFacIotCfg, saveAreaClimateTargets, saveClimateTargetsBodySchema } from '@pfs/domain/factory-cfg';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';

export type SaveClimateTargetsBody = FacBody<typeof saveClimateTargetsBodySchema>;

/** The targets of one area kind, each bound may be left empty; area details compare their live climate with them. */
export const useSaveAreaClimateTargets = () =>
  useRefreshingMutation(
    (body: SaveClimateTargetsBody) => callWithMsg(saveAreaClimateTargets, saveClimateTargetsBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getFacIotCfg, getFacAreaDetail),
  );
