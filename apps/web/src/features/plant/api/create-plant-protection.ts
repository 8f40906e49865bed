import type { z } from 'zod';
import { createProtectionBodySchema, type ProtectionView } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

export type CreateProtectionInput = z.input<typeof createProtectionBodySchema>;

/** POST /api/create_plant_protection — treats batches (named or standing in the areas named); pesticide issued FIFO. */
export const createPlantProtection = plantWriteCall<typeof createProtectionBodySchema, ProtectionView>(
  '/api/create_plant_protection',
  createProtectionBodySchema,
);
export const useCreatePlantProtection = createPlantProtection.useCall;
