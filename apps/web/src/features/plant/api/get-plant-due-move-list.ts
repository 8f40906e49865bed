import type { z } from 'zod';
import type { dueMoveSchema } from '@pfs/domain/plant';
import { plantDueMoveList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type DueMove = z.infer<typeof dueMoveSchema>;

/** Moves, transplants and picks due by a day (today when absent). */
export const plantDueMoveList = pagedListCall(listDef);
export const usePlantDueMoveList = plantDueMoveList.useList;
