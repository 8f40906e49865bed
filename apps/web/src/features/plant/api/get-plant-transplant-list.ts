import type { z } from 'zod';
import type { transplantItemSchema } from '@pfs/domain';
import { plantTransplantList as listDef } from '@pfs/domain';
import { pagedListCall } from './plant-list-call';

export type TransplantItem = z.infer<typeof transplantItemSchema>;

/** Seedling dishes transplanted into growing dishes. */
export const plantTransplantList = pagedListCall(listDef);
export const usePlantTransplantList = plantTransplantList.useList;
