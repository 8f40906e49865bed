import type { z } from 'zod';
import type { historyItemSchema } from '@pfs/domain/plant';
import { plantHistoryList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type HistoryItem = z.infer<typeof historyItemSchema>;

/** Closed batches by closing day, yield per dish against the spec. */
export const plantHistoryList = pagedListCall(listDef);
export const usePlantHistoryList = plantHistoryList.useList;
