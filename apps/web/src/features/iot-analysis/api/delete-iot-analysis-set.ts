import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { analysisSetRefBodySchema } from '@pfs/domain';
import { post, type BodyOf, type OkReply } from '@/lib/request';
import { analysisKeys } from './query-keys';

/** POST /api/delete_iot_analysis_set [cfg.iot.edit]. */
export const deleteIotAnalysisSet = (b: BodyOf<typeof analysisSetRefBodySchema>) => post<OkReply>('/api/delete_iot_analysis_set', b);

export function useDeleteIotAnalysisSet(fid: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotAnalysisSet, onSuccess: () => void qc.invalidateQueries({ queryKey: analysisKeys.sets(fid) }) });
}
