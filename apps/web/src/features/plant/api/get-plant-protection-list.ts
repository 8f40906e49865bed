import type { z } from 'zod';
import type { protectionSchema } from '@pfs/domain/plant';
import { plantProtectionList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type Protection = z.infer<typeof protectionSchema>;

/** Crop protections with pesticide, lots and safety interval. */
export const plantProtectionList = pagedListCall(listDef);
export const usePlantProtectionList = plantProtectionList.useList;
