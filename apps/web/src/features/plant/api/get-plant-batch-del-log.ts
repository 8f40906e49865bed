import type { z } from 'zod';
import { batchDelItemSchema, batchDelLogBodySchema, exportBatchDelLogBodySchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type BatchDelItem = z.infer<typeof batchDelItemSchema>;

/** POST /api/get_plant_batch_del_log (+ export) — deleted batches with the reason given. */
export const plantBatchDelLog = pagedListCall('plant_batch_del_log', batchDelLogBodySchema, exportBatchDelLogBodySchema, batchDelItemSchema);
export const usePlantBatchDelLog = plantBatchDelLog.useList;
