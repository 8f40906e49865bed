import type { z } from 'zod';
import { harvestBatchBodySchema, type batchWriteResultSchema } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

export type HarvestBatchBody = z.input<typeof harvestBatchBodySchema>;

/** POST /api/harvest_plant_batch — a pick from the last growing phase, kg per grade; refused inside a safety interval. */
export const harvestPlantBatch = plantWriteCall<typeof harvestBatchBodySchema, z.infer<typeof batchWriteResultSchema>>(
  '/api/harvest_plant_batch',
  harvestBatchBodySchema,
);
export const useHarvestPlantBatch = harvestPlantBatch.useCall;
