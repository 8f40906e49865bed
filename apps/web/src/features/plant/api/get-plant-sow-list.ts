import type { z } from 'zod';
import { exportSowListBodySchema, sowItemSchema, sowListBodySchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type SowItem = z.infer<typeof sowItemSchema>;

/** POST /api/get_plant_sow_list (+ export) — sowings with their seed issues. */
export const plantSowList = pagedListCall('plant_sow_list', sowListBodySchema, exportSowListBodySchema, sowItemSchema);
export const usePlantSowList = plantSowList.useList;
