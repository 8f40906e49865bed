import type { z } from 'zod';
import { createPlantProtection as def, type createProtectionBodySchema } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

export type CreateProtectionInput = z.input<typeof createProtectionBodySchema>;

/** Treats batches (named or standing in the areas named); pesticide issued FIFO. */
export const createPlantProtection = plantWriteCall(def);
export const useCreatePlantProtection = createPlantProtection.useCall;
