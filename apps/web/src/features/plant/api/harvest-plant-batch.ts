import type { z } from 'zod';
import { harvestPlantBatch as def, type harvestBatchBodySchema } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

export type HarvestBatchBody = z.input<typeof harvestBatchBodySchema>;

/** A pick from the last growing phase, kg per grade; refused inside a safety interval. */
export const harvestPlantBatch = plantWriteCall(def);
export const useHarvestPlantBatch = harvestPlantBatch.useCall;
