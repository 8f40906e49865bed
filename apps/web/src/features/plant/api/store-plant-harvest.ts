import type { z } from 'zod';
import { storeHarvestBodySchema, type batchWriteResultSchema } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

export type StoreHarvestBody = z.input<typeof storeHarvestBodySchema>;

/** POST /api/store_plant_harvest — harvested kg handed on: pick → tmp_storage → storage. */
export const storePlantHarvest = plantWriteCall<typeof storeHarvestBodySchema, z.infer<typeof batchWriteResultSchema>>(
  '/api/store_plant_harvest',
  storeHarvestBodySchema,
);
export const useStorePlantHarvest = storePlantHarvest.useCall;
