import type { z } from 'zod';
import type { batchListBodySchema, batchSchema } from '@pfs/domain/plant';
import { plantBatchList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type BatchListBody = z.input<typeof batchListBodySchema>;
export type Batch = z.infer<typeof batchSchema>;

/** Batches by crop/spec, phase, area, status and sowing days. */
export const plantBatchList = pagedListCall(listDef);
export const usePlantBatchList = plantBatchList.useList;
