import { sql } from 'drizzle-orm';
import type { MaterialKind, StockMoveKind } from '@pfs/domain/plant';
import { userTable } from '../user/index.js';
import { materialItemTable as item, materialLotTable as lot, materialMoveTable as move, materialSupplierTable as supplier } from './material.table.js';

/** How lots and stock movements read in lists: the columns selected and the row each becomes. */

export type LotState = 'ok' | 'expiring' | 'expired' | 'empty';
/** A lot as lists show it: its item, supplier and state on the day asked. */
export type LotViewRow = {
  lotId: number;
  itemId: number;
  itemName: string;
  kind: MaterialKind;
  lotNo: string;
  supplierId: number | null;
  supplierName: string | null;
  receivedOn: string;
  producedOn: string | null;
  expiresOn: string | null;
  qtyReceived: number;
  qty: number;
  unit: string;
  price: number | null;
  state: LotState;
  remark: string;
};
/** The day the state is read on and the last day that still counts as expiring. */
export type StateDays = { today: string; horizon: string };
export type MoveViewRow = {
  moveId: number;
  date: string;
  kind: StockMoveKind;
  itemId: number;
  itemName: string;
  lotId: number;
  lotNo: string;
  qty: number;
  qtyAfter: number;
  unit: string;
  batchId: number | null;
  /** Filled in by MaterialService from the plant module (batches are plant's). */
  batchNo: string | null;
  protId: number | null;
  reason: string;
  operatorName: string | null;
  createdAt: Date;
};
/** A movement as the database reads it: the batch's number is added by the service. */
export type MoveRow = Omit<MoveViewRow, 'batchNo'>;

export const stateSql = (d: StateDays) =>
  sql<LotState>`case when ${lot.qty} <= 0 then 'empty' when ${lot.expiresOn} < ${d.today} then 'expired' when ${lot.expiresOn} <= ${d.horizon} then 'expiring' else 'ok' end`;
export const lotView = (d: StateDays) => ({
  lotId: lot.lotId,
  itemId: lot.itemId,
  itemName: item.name,
  kind: item.kind,
  lotNo: lot.lotNo,
  supplierId: lot.supplierId,
  supplierName: supplier.name,
  receivedOn: lot.receivedOn,
  producedOn: lot.producedOn,
  expiresOn: lot.expiresOn,
  qtyReceived: lot.qtyReceived,
  qty: lot.qty,
  unit: item.unit,
  price: lot.price,
  state: stateSql(d),
  remark: lot.remark,
});
export const moveView = {
  moveId: move.moveId,
  date: move.date,
  kind: move.kind,
  itemId: move.itemId,
  itemName: item.name,
  lotId: move.lotId,
  lotNo: lot.lotNo,
  qty: move.qty,
  qtyAfter: move.qtyAfter,
  unit: item.unit,
  batchId: move.batchId,
  protId: move.protId,
  reason: move.reason,
  operatorName: userTable.cname,
  createdAt: move.createdAt,
};
