import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getIotAnalysisSetList, saveIotAnalysisSet, type saveAnalysisSetBodySchema } from '@pfs/domain/iot-analysis';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';

export type SaveAnalysisSetBody = BodyOf<typeof saveAnalysisSetBodySchema>;

/** Creates (no set_id) or updates a saved analysis set [cfg.iot.edit]; the list of sets is fetched again. */
export function useSaveIotAnalysisSet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: SaveAnalysisSetBody) => callWithMsg(saveIotAnalysisSet, b),
    onSuccess: () => void invalidateCalls(qc, getIotAnalysisSetList),
  });
}
