import type { z } from 'zod';
import { exportHistoryListBodySchema, historyItemSchema, historyListBodySchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type HistoryItem = z.infer<typeof historyItemSchema>;

/** POST /api/get_plant_history_list (+ export) — closed batches by closing day, yield per dish against the spec. */
export const plantHistoryList = pagedListCall('plant_history_list', historyListBodySchema, exportHistoryListBodySchema, historyItemSchema);
export const usePlantHistoryList = plantHistoryList.useList;
