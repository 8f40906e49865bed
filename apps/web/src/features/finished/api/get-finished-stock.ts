import { finishedLotSchema, pagedSchema, stockListBodySchema } from '@pfs/domain';
import { readCall } from './finished-call';

export type { FinishedLot } from '@pfs/domain';

/** POST /api/get_finished_stock — 成品库存: lots in stock, first-expiring first. */
export const stockList = readCall('/api/get_finished_stock', stockListBodySchema, pagedSchema(finishedLotSchema));
