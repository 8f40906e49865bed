import type { z } from 'zod';
import { recordLossBodySchema, type batchWriteResultSchema } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

export type RecordLossBody = z.input<typeof recordLossBodySchema>;

/** POST /api/record_plant_loss — dishes and/or plants lost in a place, with a reason and pictures uploaded before. */
export const recordPlantLoss = plantWriteCall<typeof recordLossBodySchema, z.infer<typeof batchWriteResultSchema>>(
  '/api/record_plant_loss',
  recordLossBodySchema,
);
export const useRecordPlantLoss = recordPlantLoss.useCall;
