import { getFinishedStock } from '@pfs/domain/finished';
import { readCall } from './finished-call';

export type { FinishedLot } from '@pfs/domain/finished';

/** 成品库存: lots in stock, first-expiring first. */
export const stockList = readCall(getFinishedStock);
