import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFinishedSummary, getPickSummary, getTmpStoreList } from '@pfs/domain/finished';
import { voidPlantRecord as def } from '@pfs/domain/plant';
import { invalidateCalls } from '@/lib/call-api';
import { invalidatePlant } from './plant-keys';
import { plantWriteCall } from './plant-write-call';

/** Voids a batch record with a reason; the batch is recomputed without it. */
export const voidPlantRecord = plantWriteCall(def);

/**
 * Besides the planting views and stock (both refreshed by invalidatePlant), a void changes temporary storage (a pick):
 * the 成品 views (their calls' keys and the 采收记录 prefix; a feature does not import another's) are refreshed too.
 */
export function useVoidPlantRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: voidPlantRecord.call,
    onSettled: (_r, _e, b) =>
      Promise.all([invalidatePlant(qc, b.fid), qc.invalidateQueries({ queryKey: ['finished', b.fid] }), invalidateCalls(qc, getTmpStoreList, getPickSummary, getFinishedSummary)]),
  });
}
