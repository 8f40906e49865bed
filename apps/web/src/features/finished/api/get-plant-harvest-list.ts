import { harvestItemSchema, harvestListBodySchema, pagedSchema } from '@pfs/domain';
import { readCall } from './finished-call';

export type { HarvestItem } from '@pfs/domain';

/** POST /api/get_plant_harvest_list — 采收记录: every pick with its weight by grade. */
export const pickRecordList = readCall('/api/get_plant_harvest_list', harvestListBodySchema, pagedSchema(harvestItemSchema));
