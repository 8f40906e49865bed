import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { voidPlantRecordBodySchema, type batchWriteResultSchema } from '@pfs/domain';
import { invalidatePlant } from './plant-keys';
import { plantWriteCall } from './plant-write-call';

/** POST /api/void_plant_record — voids a batch record with a reason; the batch is recomputed without it. */
export const voidPlantRecord = plantWriteCall<typeof voidPlantRecordBodySchema, z.infer<typeof batchWriteResultSchema>>('/api/void_plant_record', voidPlantRecordBodySchema);

/**
 * Besides the planting views, a void changes temporary storage (a pick) and pesticide stock (a spray): the 成品 and
 * 农药 prefixes (finished-keys.ts, material-keys.ts; a feature does not import another's) are refreshed too.
 */
export function useVoidPlantRecord() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: voidPlantRecord.call,
    onSettled: (_r, _e, b) =>
      Promise.all([invalidatePlant(qc, b.fid), qc.invalidateQueries({ queryKey: ['finished', b.fid] }), qc.invalidateQueries({ queryKey: ['material', b.fid, 'pesticide'] })]),
  });
}
