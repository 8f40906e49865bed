import type { MesWo } from '@pfs/domain/mes';
import type { FinishMesWoInput } from '../api/finish-mes-wo';

/** What the worker types on 完工: the count and, by operation, what the batch event needs. */
export interface FinishValues {
  dishes: number;
  workers?: number;
  labour_min?: number | null;
  reject?: number | null;
  dishes_to?: number | null;
  grades?: { grade?: string; kg?: number | null }[];
  prot_kind?: 'pest' | 'disease' | 'prevent';
  target?: string;
  item_id?: number;
  lot_id?: number | null;
  dose?: string;
  qty?: number | null;
  remark?: string;
}

/** The dishes still to do: the plan less what earlier parts recorded. */
export const remainingDishes = (wo: Pick<MesWo, 'dishes' | 'done_dishes'>) => Math.max(0, wo.dishes - wo.done_dishes);

const given = (v: number | null | undefined) => (v === null || v === undefined ? undefined : v);

/** The 完工 body for the order's operation; blank optional fields are left to the server (labour from the clock). */
export function finishBody(fid: number, wo: Pick<MesWo, 'wo_id' | 'version' | 'op'>, v: FinishValues, confirm = false): FinishMesWoInput {
  const body: FinishMesWoInput = {
    fid,
    wo_id: wo.wo_id,
    version: wo.version,
    dishes: v.dishes,
    workers: v.workers ?? 1,
    labour_min: given(v.labour_min),
    reject: v.reject ?? 0,
    remark: v.remark?.trim() ?? '',
    confirm,
  };
  if (wo.op === 'transplant') body.dishes_to = given(v.dishes_to);
  if (wo.op === 'harvest') {
    body.grades = (v.grades ?? []).filter((g) => g.grade?.trim() && (g.kg ?? 0) > 0).map((g) => ({ grade: g.grade!.trim(), kg: g.kg! }));
  }
  if (wo.op === 'protect' && v.item_id !== undefined) {
    body.protection = {
      kind: v.prot_kind ?? 'prevent',
      target: v.target ?? '',
      item_id: v.item_id,
      lot_id: given(v.lot_id),
      dose: v.dose ?? '',
      qty: v.qty ?? 0,
    };
  }
  return body;
}

/**
 * Whether a refusal asks the worker to confirm and send again (a harvest weight above the expected, a protection
 * holding back harvests): the server's sentence then asks for 确认. A plain refusal (capacity, safety interval) does not.
 */
export const asksConfirm = (msg: string) => /确认(后|提交|仍要)/.test(msg);
