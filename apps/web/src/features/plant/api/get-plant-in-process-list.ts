import type { z } from 'zod';
import type { inProcessItemSchema, inProcessListBodySchema } from '@pfs/domain/plant';
import { plantInProcessList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type InProcessListBody = z.input<typeof inProcessListBodySchema>;
export type InProcessItem = z.infer<typeof inProcessItemSchema>;

/** One row per batch and place, days in phase against the plan. */
export const plantInProcessList = pagedListCall(listDef);
export const usePlantInProcessList = plantInProcessList.useList;
