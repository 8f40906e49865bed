import { deletePlantBatch as def } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

/** Marks the batch deleted with a reason; its places are cleared. */
export const deletePlantBatch = plantWriteCall(def);
export const useDeletePlantBatch = deletePlantBatch.useCall;
