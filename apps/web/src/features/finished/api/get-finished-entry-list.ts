import { entryListBodySchema, finishedLotSchema, pagedSchema } from '@pfs/domain';
import { readCall } from './finished-call';

export type { FinishedLot } from '@pfs/domain';

/** POST /api/get_finished_entry_list — 入库记录: the finished lots each entry made. */
export const entryList = readCall('/api/get_finished_entry_list', entryListBodySchema, pagedSchema(finishedLotSchema));
