import type { z } from 'zod';
import { transplantBatchBodySchema, type batchWriteResultSchema } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

export type TransplantBatchBody = z.input<typeof transplantBatchBodySchema>;

/** POST /api/transplant_plant_batch — seedling dishes into growing dishes; the plant count is kept. */
export const transplantPlantBatch = plantWriteCall<typeof transplantBatchBodySchema, z.infer<typeof batchWriteResultSchema>>(
  '/api/transplant_plant_batch',
  transplantBatchBodySchema,
);
export const useTransplantPlantBatch = transplantPlantBatch.useCall;
