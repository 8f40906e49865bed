import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFinishedSummary, getPickSummary, getTmpStoreList, voidPlantRecord as def } from '@pfs/domain';
import { invalidateCalls } from '@/lib/call-api';
import { invalidatePlant } from './plant-keys';
import { plantWriteCall } from './plant-write-call';

/** Voids a batch record with a reason; the batch is recomputed without it. */
export const voidPlantRecord = plantWriteCall(def);

/**
 * Besides the planting views, a void changes temporary storage (a pick) and pesticide stock (a spray): the 成品 and
 * 农药 views (their calls' keys, the 采收记录 and material-keys.ts prefixes; a feature does not import another's) are refreshed too.
 */
export function useVoidPlantRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: voidPlantRecord.call,
    onSettled: (_r, _e, b) =>
      Promise.all([invalidatePlant(qc, b.fid), qc.invalidateQueries({ queryKey: ['finished', b.fid] }), invalidateCalls(qc, getTmpStoreList, getPickSummary, getFinishedSummary), qc.invalidateQueries({ queryKey: ['material', b.fid, 'pesticide'] })]),
  });
}
