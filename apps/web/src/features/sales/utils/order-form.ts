import dayjs, { type Dayjs } from 'dayjs';
import type { OrderView } from '@pfs/domain/sales';
import type { SaveOrderInput } from '../api/save-sales-order';

export type OrderLineValues = { spec_id?: number; grade?: string; qty_kg?: number; packing?: string; remark?: string };
export type OrderFormValues = { cust_id?: number; delivery_date?: Dayjs; address?: string; lines: OrderLineValues[]; remark?: string };

/** The form's values for a new order (one empty line) or the order as it is. */
export function toOrderForm(o: OrderView | null): OrderFormValues {
  if (!o) return { lines: [{ packing: '5kg/箱' }], remark: '' };
  return {
    cust_id: o.cust_id,
    delivery_date: dayjs(o.delivery_date),
    address: o.address,
    remark: o.remark,
    lines: o.lines.map((l) => ({ spec_id: l.spec_id, grade: l.grade, qty_kg: l.qty_kg, packing: l.packing, remark: l.remark })),
  };
}

/** The request body; the server's schema (parsed before sending) reports what is still missing. */
export function toSaveOrderBody(fid: number, o: OrderView | null, v: OrderFormValues): SaveOrderInput {
  return {
    fid,
    order_id: o?.order_id,
    version: o?.version,
    cust_id: v.cust_id as number,
    delivery_date: v.delivery_date?.format('YYYY-MM-DD') ?? '',
    address: v.address ?? '',
    remark: v.remark ?? '',
    lines: v.lines.map((l) => ({ spec_id: l.spec_id as number, grade: l.grade ?? '', qty_kg: l.qty_kg as number, packing: l.packing ?? '', remark: l.remark ?? '' })),
  };
}
