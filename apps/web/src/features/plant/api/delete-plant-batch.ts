import { deleteBatchBodySchema } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

/** POST /api/delete_plant_batch — marks the batch deleted with a reason; its places are cleared. */
export const deletePlantBatch = plantWriteCall<typeof deleteBatchBodySchema, undefined>('/api/delete_plant_batch', deleteBatchBodySchema);
export const useDeletePlantBatch = deletePlantBatch.useCall;
