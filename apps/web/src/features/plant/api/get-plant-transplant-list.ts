import type { z } from 'zod';
import type { transplantItemSchema } from '@pfs/domain/plant';
import { plantTransplantList as listDef } from '@pfs/domain/plant';
import { pagedListCall } from './plant-list-call';

export type TransplantItem = z.infer<typeof transplantItemSchema>;

/** Seedling dishes transplanted into growing dishes. */
export const plantTransplantList = pagedListCall(listDef);
export const usePlantTransplantList = plantTransplantList.useList;
