import type { Dayjs } from 'dayjs';
import type { GrowingPhase } from '@pfs/domain/plant';
import { WO_OP_EQUIP, type MesWo, type SaveMesWoBody, type WoOp } from '@pfs/domain/mes';
import type { FacBody } from '@/lib/request';
import type { saveMesWoBodySchema } from '@pfs/domain/mes';
import { fromPickerValue } from './factory-clock';

/** The 新建工单 form: sowing names a spec and where; the others a batch at its place, and where to (move, transplant). */
export interface WoFormValues {
  op: WoOp;
  spec_id?: number;
  /** The batch and where it stands: `batch_id:phase:area_id` (one option per place of a batch in production). */
  place?: string;
  to_phase?: GrowingPhase;
  to_area_id?: number;
  dishes?: number;
  /** Factory wall clock (the picker shows it whatever the browser's zone). */
  plan?: [Dayjs, Dayjs];
  team?: string;
  uid?: number | null;
  eq_id?: number | null;
  remark?: string;
}

export const placeKey = (p: { batch_id: number; phase: string; area_id: number }) => `${p.batch_id}:${p.phase}:${p.area_id}`;
export function parsePlace(key: string | undefined) {
  const m = key ? /^(\d+):(\w+):(\d+)$/.exec(key) : null;
  return m ? { batch_id: Number(m[1]), phase: m[2] as GrowingPhase, area_id: Number(m[3]) } : null;
}

/** Which place fields the operation asks for. */
export const woNeeds = (op: WoOp) => ({
  spec: op === 'sow',
  batch: op !== 'sow',
  to: op === 'sow' || op === 'move' || op === 'transplant',
  toPhase: op === 'move' || op === 'transplant',
});

/** The save body from the form; the schema (checked before sending) names what is missing. */
export function toSaveBody(fid: number, v: WoFormValues): FacBody<typeof saveMesWoBodySchema> {
  const need = woNeeds(v.op);
  const from = need.batch ? parsePlace(v.place) : null;
  return {
    fid,
    op: v.op,
    spec_id: need.spec ? (v.spec_id ?? null) : null,
    batch_id: from?.batch_id ?? null,
    from_phase: from?.phase ?? null,
    from_area_id: from?.area_id ?? null,
    to_phase: need.toPhase ? (v.to_phase ?? null) : null,
    to_area_id: need.to ? (v.to_area_id ?? null) : null,
    dishes: v.dishes as number,
    plan_start: v.plan?.[0] ? fromPickerValue(v.plan[0]) : '',
    plan_end: v.plan?.[1] ? fromPickerValue(v.plan[1]) : '',
    team: v.team?.trim() ?? '',
    uid: v.uid ?? null,
    // A machine picked before switching to a hand operation is not sent.
    eq_id: WO_OP_EQUIP[v.op] === null ? null : (v.eq_id ?? null),
    remark: v.remark?.trim() ?? '',
  };
}

/** A refused body's first message by the form field it belongs to (the schema's path → the form's name). */
export function formFieldOf(path: PropertyKey | undefined): keyof WoFormValues {
  if (path === 'batch_id' || path === 'from_phase' || path === 'from_area_id') return 'place';
  if (path === 'plan_start' || path === 'plan_end') return 'plan';
  if (path === 'to_phase' || path === 'to_area_id' || path === 'spec_id' || path === 'dishes' || path === 'team' || path === 'remark') return path;
  return 'op';
}

export type { MesWo, SaveMesWoBody };
