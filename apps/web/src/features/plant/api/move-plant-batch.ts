import type { z } from 'zod';
import { moveBatchBodySchema, type batchWriteResultSchema } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

export type MoveBatchBody = z.input<typeof moveBatchBodySchema>;

/** POST /api/move_plant_batch — dishes to another area in the same phase, or on to the next phase with the same dish. */
export const movePlantBatch = plantWriteCall<typeof moveBatchBodySchema, z.infer<typeof batchWriteResultSchema>>('/api/move_plant_batch', moveBatchBodySchema);
export const useMovePlantBatch = movePlantBatch.useCall;
