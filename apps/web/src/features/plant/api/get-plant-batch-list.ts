import type { z } from 'zod';
import { batchListBodySchema, batchSchema, exportBatchListBodySchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type BatchListBody = z.input<typeof batchListBodySchema>;
export type Batch = z.infer<typeof batchSchema>;

/** POST /api/get_plant_batch_list (+ export_plant_batch_list) — batches by crop/spec, phase, area, status and sowing days. */
export const plantBatchList = pagedListCall('plant_batch_list', batchListBodySchema, exportBatchListBodySchema, batchSchema);
export const usePlantBatchList = plantBatchList.useList;
