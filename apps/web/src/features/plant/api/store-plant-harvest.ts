import type { z } from 'zod';
import { storePlantHarvest as def, type storeHarvestBodySchema } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

export type StoreHarvestBody = z.input<typeof storeHarvestBodySchema>;

/** Harvested kg handed on: pick → tmp_storage → storage. */
export const storePlantHarvest = plantWriteCall(def);
export const useStorePlantHarvest = storePlantHarvest.useCall;
