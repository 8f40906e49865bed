import type { z } from 'zod';
import { createPlantBatch as def, type createBatchBodySchema } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

export type CreateBatchInput = z.input<typeof createBatchBodySchema>;

/** 播种: the batch, one sow event per area, seed issued first-expiring lot first. */
export const createPlantBatch = plantWriteCall(def);
export const useCreatePlantBatch = createPlantBatch.useCall;
