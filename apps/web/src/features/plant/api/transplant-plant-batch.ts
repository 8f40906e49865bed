import type { z } from 'zod';
import { transplantPlantBatch as def, type transplantBatchBodySchema } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

export type TransplantBatchBody = z.input<typeof transplantBatchBodySchema>;

/** Seedling dishes into growing dishes; the plant count is kept. */
export const transplantPlantBatch = plantWriteCall(def);
export const useTransplantPlantBatch = transplantPlantBatch.useCall;
