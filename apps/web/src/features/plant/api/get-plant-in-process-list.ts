import type { z } from 'zod';
import { exportInProcessListBodySchema, inProcessItemSchema, inProcessListBodySchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type InProcessListBody = z.input<typeof inProcessListBodySchema>;
export type InProcessItem = z.infer<typeof inProcessItemSchema>;

/** POST /api/get_plant_in_process_list (+ export) — one row per batch and place, days in phase against the plan. */
export const plantInProcessList = pagedListCall('plant_in_process_list', inProcessListBodySchema, exportInProcessListBodySchema, inProcessItemSchema);
export const usePlantInProcessList = plantInProcessList.useList;
