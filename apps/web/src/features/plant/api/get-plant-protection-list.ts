import type { z } from 'zod';
import { exportProtectionListBodySchema, protectionListBodySchema, protectionSchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type Protection = z.infer<typeof protectionSchema>;

/** POST /api/get_plant_protection_list (+ export) — crop protections with pesticide, lots and safety interval. */
export const plantProtectionList = pagedListCall('plant_protection_list', protectionListBodySchema, exportProtectionListBodySchema, protectionSchema);
export const usePlantProtectionList = plantProtectionList.useList;
