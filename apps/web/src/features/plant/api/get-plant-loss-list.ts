import type { z } from 'zod';
import type { lossItemSchema } from '@pfs/domain/plant';
import { plantLossList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type LossItem = z.infer<typeof lossItemSchema>;

/** Losses with reason, counts and pictures. */
export const plantLossList = pagedListCall(listDef);
export const usePlantLossList = plantLossList.useList;
