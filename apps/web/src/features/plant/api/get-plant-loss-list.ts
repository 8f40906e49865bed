import type { z } from 'zod';
import { exportLossListBodySchema, lossItemSchema, lossListBodySchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type LossItem = z.infer<typeof lossItemSchema>;

/** POST /api/get_plant_loss_list (+ export) — losses with reason, counts and pictures. */
export const plantLossList = pagedListCall('plant_loss_list', lossListBodySchema, exportLossListBodySchema, lossItemSchema);
export const usePlantLossList = plantLossList.useList;
