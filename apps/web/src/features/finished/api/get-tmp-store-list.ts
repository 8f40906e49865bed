import { getTmpStoreList } from '@pfs/domain/finished';
import { readCall } from './finished-call';

export type { TmpStoreItem } from '@pfs/domain/finished';

/** 暂存: harvested kg per batch and grade not yet entered or lost. */
export const tmpStoreList = readCall(getTmpStoreList);
