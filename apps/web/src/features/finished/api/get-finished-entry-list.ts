import { getFinishedEntryList } from '@pfs/domain/finished';
import { readCall } from './finished-call';

export type { FinishedLot } from '@pfs/domain/finished';

/** 入库记录: the finished lots each entry made. */
export const entryList = readCall(getFinishedEntryList);
