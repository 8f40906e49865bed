import { getFinishedStock } from '@pfs/domain';
import { readCall } from './finished-call';

export type { FinishedLot } from '@pfs/domain';

/** 成品库存: lots in stock, first-expiring first. */
export const stockList = readCall(getFinishedStock);
