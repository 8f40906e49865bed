import type { z } from 'zod';
import type { sowItemSchema } from '@pfs/domain/plant';
import { plantSowList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type SowItem = z.infer<typeof sowItemSchema>;

/** Sowings with their seed issues. */
export const plantSowList = pagedListCall(listDef);
export const usePlantSowList = plantSowList.useList;
