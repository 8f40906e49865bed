import type { z } from 'zod';
import { dueMoveListBodySchema, dueMoveSchema, listExportBodyOf } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type DueMove = z.infer<typeof dueMoveSchema>;

/** POST /api/get_plant_due_move_list (+ export) — moves, transplants and picks due by a day (today when absent). */
export const plantDueMoveList = pagedListCall('plant_due_move_list', dueMoveListBodySchema, listExportBodyOf(dueMoveListBodySchema), dueMoveSchema);
export const usePlantDueMoveList = plantDueMoveList.useList;
