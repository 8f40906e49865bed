import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { saveAnalysisSetBodySchema } from '@pfs/domain';
import { post, type BodyOf, type DataReply } from '@/lib/request';
import type { AnalysisSet } from './get-iot-analysis-set-list';
import { analysisKeys } from './query-keys';

export type SaveAnalysisSetBody = BodyOf<typeof saveAnalysisSetBodySchema>;

/** POST /api/save_iot_analysis_set [cfg.iot.edit] — creates (no set_id) or updates a saved analysis set. */
export const saveIotAnalysisSet = (b: SaveAnalysisSetBody) => post<DataReply<AnalysisSet>>('/api/save_iot_analysis_set', b);

export function useSaveIotAnalysisSet(fid: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveIotAnalysisSet, onSuccess: () => void qc.invalidateQueries({ queryKey: analysisKeys.sets(fid) }) });
}
