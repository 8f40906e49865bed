import type { z } from 'zod';
import type { sowItemSchema } from '@pfs/domain';
import { exportPlantSowList, getPlantSowList } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type SowItem = z.infer<typeof sowItemSchema>;

/** Sowings with their seed issues. */
export const plantSowList = pagedListCall(getPlantSowList, exportPlantSowList);
export const usePlantSowList = plantSowList.useList;
