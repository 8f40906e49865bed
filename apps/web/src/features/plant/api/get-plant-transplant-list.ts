import type { z } from 'zod';
import { exportTransplantListBodySchema, transplantItemSchema, transplantListBodySchema } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type TransplantItem = z.infer<typeof transplantItemSchema>;

/** POST /api/get_plant_transplant_list (+ export) — seedling dishes transplanted into growing dishes. */
export const plantTransplantList = pagedListCall('plant_transplant_list', transplantListBodySchema, exportTransplantListBodySchema, transplantItemSchema);
export const usePlantTransplantList = plantTransplantList.useList;
