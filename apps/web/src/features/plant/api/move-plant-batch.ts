import type { z } from 'zod';
import { movePlantBatch as def, type moveBatchBodySchema } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

export type MoveBatchBody = z.input<typeof moveBatchBodySchema>;

/** Dishes to another area in the same phase, or on to the next phase with the same dish. */
export const movePlantBatch = plantWriteCall(def);
export const useMovePlantBatch = movePlantBatch.useCall;
