import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody } from '@pfs/domain';
import { deleteIotAnalysisSet, getIotAnalysisSetList } from '@pfs/domain/iot-analysis';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';

/** Deletes a saved analysis set [cfg.iot.edit]; the list of sets is fetched again. */
export function useDeleteIotAnalysisSet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: CallBody<typeof deleteIotAnalysisSet>) => callWithMsg(deleteIotAnalysisSet, b),
    onSuccess: () => void invalidateCalls(qc, getIotAnalysisSetList),
  });
}
