import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { analysisSetsKey } from './get-iot-analysis-set-list';

/** POST /api/delete_iot_analysis_set [cfg.iot.edit]. */
export const deleteIotAnalysisSet = (b: { fid: number; set_id: number }) => post<{ msg: string }>('/api/delete_iot_analysis_set', b);

export function useDeleteIotAnalysisSet(fid: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteIotAnalysisSet, onSuccess: () => void qc.invalidateQueries({ queryKey: analysisSetsKey(fid) }) });
}
