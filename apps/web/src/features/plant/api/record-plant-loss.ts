import type { z } from 'zod';
import { recordPlantLoss as def, type recordLossBodySchema } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

export type RecordLossBody = z.input<typeof recordLossBodySchema>;

/** Dishes and/or plants lost in a place, with a reason and pictures uploaded before. */
export const recordPlantLoss = plantWriteCall(def);
export const useRecordPlantLoss = recordPlantLoss.useCall;
