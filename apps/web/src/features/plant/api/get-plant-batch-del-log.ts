import type { z } from 'zod';
import type { batchDelItemSchema } from '@pfs/domain/plant';
import { plantBatchDelLog as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type BatchDelItem = z.infer<typeof batchDelItemSchema>;

/** Deleted batches with the reason given. */
export const plantBatchDelLog = pagedListCall(listDef);
export const usePlantBatchDelLog = plantBatchDelLog.useList;
