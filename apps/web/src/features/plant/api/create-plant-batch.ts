import type { z } from 'zod';
import { createBatchBodySchema, type BatchDetail } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

export type CreateBatchInput = z.input<typeof createBatchBodySchema>;

/** POST /api/create_plant_batch — 播种: the batch, one sow event per area, seed issued first-expiring lot first. */
export const createPlantBatch = plantWriteCall<typeof createBatchBodySchema, BatchDetail>('/api/create_plant_batch', createBatchBodySchema);
export const useCreatePlantBatch = createPlantBatch.useCall;
