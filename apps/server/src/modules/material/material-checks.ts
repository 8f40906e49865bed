import { MATERIAL_KIND_LABELS, type MaterialKind } from '@pfs/domain/plant';
import { badRequest } from '../../lib/app-error.js';
import type { LockedLot } from './material-stock.repository.js';

/** 种子, 农药 or 耗材, as messages name the kind. */
export const kindName = (kind: MaterialKind) => MATERIAL_KIND_LABELS[kind];

/** A lot's papers: made no later than received, expiring no earlier than made. */
export function checkLotDates(receivedOn: string, producedOn: string | null, expiresOn: string | null) {
  if (producedOn !== null && producedOn > receivedOn) throw badRequest(`生产日期 ${producedOn} 晚于入库日期 ${receivedOn}`);
  if (producedOn !== null && expiresOn !== null && expiresOn < producedOn) throw badRequest('有效期不能早于生产日期');
}

/** A movement on a lot cannot be dated before the lot was received. */
export function checkLotOnDate(lot: LockedLot, date: string, what: string) {
  if (date < lot.receivedOn) throw badRequest(`批号 ${lot.lotNo} 于 ${lot.receivedOn} 入库，不能在 ${date} ${what}`);
}
