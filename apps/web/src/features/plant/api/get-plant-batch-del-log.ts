import type { z } from 'zod';
import type { batchDelItemSchema} from '@pfs/domain';
import { exportPlantBatchDelLog, getPlantBatchDelLog } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type BatchDelItem = z.infer<typeof batchDelItemSchema>;

/** Deleted batches with the reason given. */
export const plantBatchDelLog = pagedListCall(getPlantBatchDelLog, exportPlantBatchDelLog);
export const usePlantBatchDelLog = plantBatchDelLog.useList;
