import type { z } from 'zod';
import type { dueMoveSchema} from '@pfs/domain';
import { exportPlantDueMoveList, getPlantDueMoveList } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type DueMove = z.infer<typeof dueMoveSchema>;

/** Moves, transplants and picks due by a day (today when absent). */
export const plantDueMoveList = pagedListCall(getPlantDueMoveList, exportPlantDueMoveList);
export const usePlantDueMoveList = plantDueMoveList.useList;
