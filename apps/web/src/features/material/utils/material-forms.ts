import type { Dayjs } from 'dayjs';
import { type LotView, type MaterialItem } from '@pfs/domain/material';
import { allocateIssue, fromMilli, toMilli, type MaterialKind, type SupplyCategory } from '@pfs/domain/plant';
import type { AdjustMaterialLotBody } from '../api/adjust-material-lot';
import type { IssueMaterialBody } from '../api/issue-material';
import type { ReceiveMaterialLotBody } from '../api/receive-material-lot';
import type { ReturnMaterialBody } from '../api/return-material';
import type { SaveItemBody } from '../api/save-material-item';
import type { SaveSupplierBody } from '../api/save-material-supplier';
import type { Supplier } from '../api/get-material-supplier-list';
import type { UpdateLotBody } from '../api/update-material-lot';

/** Form values ↔ call bodies of the material dialogs: trimmed text, days as YYYY-MM-DD, empty optional fields as null. */

type Day = Dayjs | null | undefined;
const dayOf = (d: Day) => (d ? d.format('YYYY-MM-DD') : null);
const text = (v: string | null | undefined) => (v ?? '').trim();
const orNull = <T>(v: T | null | undefined) => (v === undefined || v === null ? null : v);

// ── items ───────────────────────────────────────────────────────────────────────────────────────
export type ItemFormValues = {
  name: string;
  unit: string;
  spec: string;
  low_stock_qty: number | null;
  enabled: boolean;
  remark: string;
  crop: string;
  variety: string;
  germination_rate: number | null;
  reg_no: string;
  active_ingredient: string;
  safety_days: number | null;
  category: SupplyCategory | null;
};

export function toItemForm(item: MaterialItem | null): ItemFormValues {
  return {
    name: item?.name ?? '',
    unit: item?.unit ?? '',
    spec: item?.spec ?? '',
    low_stock_qty: item?.low_stock_qty ?? 0,
    enabled: (item?.status ?? 'enabled') === 'enabled',
    remark: item?.remark ?? '',
    crop: item?.crop ?? '',
    variety: item?.variety ?? '',
    germination_rate: item?.germination_rate ?? null,
    reg_no: item?.reg_no ?? '',
    active_ingredient: item?.active_ingredient ?? '',
    safety_days: item?.safety_days ?? null,
    category: item?.category ?? null,
  };
}

/** Only the kind's own fields are sent; the server keeps the others empty. */
export function toSaveItemBody(fid: number, kind: MaterialKind, itemId: number | undefined, v: ItemFormValues): SaveItemBody {
  return {
    fid,
    kind,
    item_id: itemId,
    name: text(v.name),
    unit: text(v.unit),
    spec: text(v.spec),
    low_stock_qty: v.low_stock_qty ?? 0,
    status: v.enabled ? 'enabled' : 'disabled',
    remark: text(v.remark),
    ...(kind === 'seed' ? { crop: text(v.crop), variety: text(v.variety), germination_rate: orNull(v.germination_rate) } : {}),
    ...(kind === 'pesticide' ? { reg_no: text(v.reg_no), active_ingredient: text(v.active_ingredient), safety_days: orNull(v.safety_days) } : {}),
    ...(kind === 'supply' ? { category: orNull(v.category) } : {}),
  };
}

// ── suppliers ───────────────────────────────────────────────────────────────────────────────────
export type SupplierFormValues = { name: string; contact: string; phone: string; address: string; enabled: boolean; remark: string };
export const toSupplierForm = (s: Supplier | null): SupplierFormValues => ({
  name: s?.name ?? '',
  contact: s?.contact ?? '',
  phone: s?.phone ?? '',
  address: s?.address ?? '',
  enabled: (s?.status ?? 'enabled') === 'enabled',
  remark: s?.remark ?? '',
});
export const toSaveSupplierBody = (fid: number, kind: MaterialKind, supplierId: number | undefined, v: SupplierFormValues): SaveSupplierBody => ({
  fid,
  kind,
  supplier_id: supplierId,
  name: text(v.name),
  contact: text(v.contact),
  phone: text(v.phone),
  address: text(v.address),
  status: v.enabled ? 'enabled' : 'disabled',
  remark: text(v.remark),
});

// ── lots ────────────────────────────────────────────────────────────────────────────────────────
export type ReceiveFormValues = {
  item_id?: number;
  lot_no: string;
  supplier_id?: number | null;
  received_on: Day;
  produced_on?: Day;
  expires_on?: Day;
  qty: number | null;
  price?: number | null;
  remark?: string;
};
export const toReceiveBody = (fid: number, kind: MaterialKind, v: ReceiveFormValues): ReceiveMaterialLotBody => ({
  fid,
  kind,
  item_id: v.item_id!,
  lot_no: text(v.lot_no),
  supplier_id: orNull(v.supplier_id),
  received_on: dayOf(v.received_on)!,
  produced_on: dayOf(v.produced_on),
  expires_on: dayOf(v.expires_on),
  qty: v.qty ?? 0,
  price: orNull(v.price),
  remark: text(v.remark),
});

export type LotFormValues = { lot_no: string; supplier_id?: number | null; produced_on?: Day; expires_on?: Day; price?: number | null; remark?: string };
export const toLotForm = (lot: LotView, parse: (day: string) => Dayjs): LotFormValues => ({
  lot_no: lot.lot_no,
  supplier_id: lot.supplier_id,
  produced_on: lot.produced_on ? parse(lot.produced_on) : null,
  expires_on: lot.expires_on ? parse(lot.expires_on) : null,
  price: lot.price,
  remark: lot.remark,
});
export const toUpdateLotBody = (fid: number, kind: MaterialKind, lotId: number, v: LotFormValues): UpdateLotBody => ({
  fid,
  kind,
  lot_id: lotId,
  lot_no: text(v.lot_no),
  supplier_id: orNull(v.supplier_id),
  produced_on: dayOf(v.produced_on),
  expires_on: dayOf(v.expires_on),
  price: orNull(v.price),
  remark: text(v.remark),
});

// ── movements ───────────────────────────────────────────────────────────────────────────────────
export type IssueFormValues = { item_id?: number; lot_id?: number | null; qty: number | null; date: Day; batch_id?: number | null; reason?: string };
export const toIssueBody = (fid: number, kind: MaterialKind, v: IssueFormValues): IssueMaterialBody => ({
  fid,
  kind,
  item_id: v.item_id!,
  lot_id: v.lot_id ?? undefined,
  qty: v.qty ?? 0,
  date: dayOf(v.date)!,
  batch_id: v.batch_id ?? undefined,
  reason: text(v.reason),
});

export type ReturnFormValues = { qty: number | null; date: Day; batch_id?: number | null; reason?: string };
export const toReturnBody = (fid: number, kind: MaterialKind, lotId: number, v: ReturnFormValues): ReturnMaterialBody => ({
  fid,
  kind,
  lot_id: lotId,
  qty: v.qty ?? 0,
  date: dayOf(v.date)!,
  batch_id: v.batch_id ?? undefined,
  reason: text(v.reason),
});

/** 盘点: the counted quantity (the change is worked out against the balance) or the change itself. */
export type AdjustFormValues = { mode: 'count' | 'delta'; counted?: number | null; delta?: number | null; date: Day; reason: string };
/** The signed change a stocktaking form means, in thousandths so 12.3 − 12.1 stays 0.2. */
export function adjustDelta(lotQty: number, v: Pick<AdjustFormValues, 'mode' | 'counted' | 'delta'>): number | null {
  if (v.mode === 'delta') return v.delta ?? null;
  return v.counted === null || v.counted === undefined ? null : fromMilli(toMilli(v.counted) - toMilli(lotQty));
}
export function toAdjustBody(fid: number, kind: MaterialKind, lot: Pick<LotView, 'lot_id' | 'qty'>, v: AdjustFormValues): AdjustMaterialLotBody | { error: string } {
  const delta = adjustDelta(lot.qty, v);
  if (delta === null) return { error: v.mode === 'count' ? '请填写实盘数量' : '请填写调整数量' };
  if (delta === 0) return { error: v.mode === 'count' ? '实盘数量与结存相同，无需调整' : '调整数量不能为 0' };
  if (toMilli(lot.qty) + toMilli(delta) < 0) return { error: `结存只有 ${lot.qty}，不能减少 ${-delta}` };
  return { fid, kind, lot_id: lot.lot_id, delta, date: dayOf(v.date)!, reason: text(v.reason) };
}

/**
 * Which lots an issue would take, as the server will allocate it (first-expiring first, lots received after the day
 * left out), so the dialog shows it before the user confirms; or the refusal naming what is left.
 */
export function issuePreview(lots: readonly LotView[], qty: number | null, date: string, item: Pick<MaterialItem, 'kind' | 'name' | 'unit'>, label: string) {
  if (!qty || qty <= 0) return null;
  const stock = lots.filter((l) => l.received_on <= date).map((l) => ({ lot_id: l.lot_id, lot_no: l.lot_no, qty: l.qty, expires_on: l.expires_on, received_on: l.received_on }));
  return allocateIssue(stock, qty, date, { label: `${label} ${item.name}`, unit: item.unit });
}
