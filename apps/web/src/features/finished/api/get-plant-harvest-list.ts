import { getPlantHarvestList } from '@pfs/domain/plant';
import { readCall } from './finished-call';

export type { HarvestItem } from '@pfs/domain/plant';

/** 采收记录: every pick with its weight by grade (a planting call: a voided pick refreshes it by the call). */
export const pickRecordList = readCall(getPlantHarvestList);
