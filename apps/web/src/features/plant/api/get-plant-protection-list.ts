import type { z } from 'zod';
import type { protectionSchema } from '@pfs/domain';
import { exportPlantProtectionList, getPlantProtectionList } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type Protection = z.infer<typeof protectionSchema>;

/** Crop protections with pesticide, lots and safety interval. */
export const plantProtectionList = pagedListCall(getPlantProtectionList, exportPlantProtectionList);
export const usePlantProtectionList = plantProtectionList.useList;
