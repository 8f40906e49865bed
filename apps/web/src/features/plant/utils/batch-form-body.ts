import type { Dayjs } from 'dayjs';
import type { CreateBatchInput } from '../api/create-plant-batch';
import type { HarvestBatchBody } from '../api/harvest-plant-batch';
import type { RecordLossBody } from '../api/record-plant-loss';
import type { MoveBatchBody } from '../api/move-plant-batch';
import type { TransplantBatchBody } from '../api/transplant-plant-batch';
import type { Batch } from '../api/get-plant-batch-list';

/** A date picker's value as the factory day the API takes. */
export const dayOf = (d: Dayjs | string) => (typeof d === 'string' ? d : d.format('YYYY-MM-DD'));
const blankToUndefined = <T>(v: T | null | undefined | '') => (v === null || v === '' ? undefined : v);
const text = (v: string | undefined) => (v ?? '').trim();

export type SowValues = {
  spec_id: number;
  sow_date: Dayjs | string;
  places: { area_id?: number | null; dishes?: number | null }[];
  batch_no?: string;
  seed_lot_id?: number | null;
  remark?: string;
};

/** 播种 form → create_plant_batch: empty rows dropped, an empty batch number left to the server (B<day>-<nn>). */
export function sowBody(fid: number, v: SowValues): CreateBatchInput & { fid: number } {
  return {
    fid,
    spec_id: v.spec_id,
    sow_date: dayOf(v.sow_date),
    places: v.places.filter((p) => p.area_id != null || p.dishes != null).map((p) => ({ area_id: p.area_id as number, dishes: p.dishes as number })),
    batch_no: blankToUndefined(text(v.batch_no)),
    seed_lot_id: blankToUndefined(v.seed_lot_id),
    remark: text(v.remark),
  };
}

/** Every write on a batch names the day, the version the user saw and an optional remark. */
type EventValues = { date: Dayjs | string; remark?: string };
const eventBase = (fid: number, b: Pick<Batch, 'batch_id' | 'version'>, v: EventValues) => ({
  fid,
  batch_id: b.batch_id,
  version: b.version,
  date: dayOf(v.date),
  remark: text(v.remark),
});

type From = { phase: MoveBatchBody['from_phase']; area_id: number };

/** What a move and a transplant share: the place the dishes leave, where they go, how many. */
const moved = (from: From, v: { to_area_id: number; dishes: number; plants?: number | null }) => ({
  from_phase: from.phase,
  from_area_id: from.area_id,
  to_area_id: v.to_area_id,
  dishes: v.dishes,
  plants: blankToUndefined(v.plants),
});

export type MoveValues = EventValues & { to_phase: MoveBatchBody['to_phase']; to_area_id: number; dishes: number; plants?: number | null };
export function moveBody(fid: number, b: Pick<Batch, 'batch_id' | 'version'>, from: From, v: MoveValues): MoveBatchBody & { fid: number } {
  return {
    ...eventBase(fid, b, v),
    ...moved(from, v),
    to_phase: v.to_phase,
  };
}

export type TransplantValues = EventValues & { to_area_id: number; dishes: number; plants?: number | null; dishes_to?: number | null };
export function transplantBody(
  fid: number,
  b: Pick<Batch, 'batch_id' | 'version'>,
  from: From,
  toPhase: TransplantBatchBody['to_phase'],
  v: TransplantValues,
): TransplantBatchBody & { fid: number } {
  return {
    ...eventBase(fid, b, v),
    ...moved(from, v),
    to_phase: toPhase,
    dishes_to: blankToUndefined(v.dishes_to),
  };
}

export type LossValues = EventValues & { dishes?: number | null; plants?: number | null; reason: RecordLossBody['reason']; pic_ids?: number[] };
export function lossBody(fid: number, b: Pick<Batch, 'batch_id' | 'version'>, from: From, v: LossValues): RecordLossBody & { fid: number } {
  return {
    ...eventBase(fid, b, v),
    phase: from.phase,
    area_id: from.area_id,
    dishes: v.dishes ?? 0,
    plants: v.plants ?? 0,
    reason: v.reason,
    pic_ids: v.pic_ids ?? [],
  };
}

/** kg per grade as typed: grades left empty or at 0 are not sent (a pick names only the grades it yielded). */
export function harvestGrades(grades: Record<string, number | null | undefined>): { grade: string; kg: number }[] {
  return Object.entries(grades).flatMap(([grade, kg]) => (typeof kg === 'number' && kg > 0 ? [{ grade, kg }] : []));
}

export type HarvestValues = EventValues & { dishes: number; plants?: number | null; grades: Record<string, number | null | undefined> };
export function harvestBody(fid: number, b: Pick<Batch, 'batch_id' | 'version'>, from: From, v: HarvestValues): HarvestBatchBody & { fid: number } {
  return {
    ...eventBase(fid, b, v),
    phase: from.phase,
    area_id: from.area_id,
    dishes: v.dishes,
    plants: blankToUndefined(v.plants),
    grades: harvestGrades(v.grades),
  };
}

/**
 * The plants that go with some dishes when the grower leaves the count empty: all of them with all dishes, else the
 * proportional share — a hint only; the server settles it at the spec's density.
 */
export function plantsHint(place: { dishes: number; plants: number }, dishes: number | null | undefined): number | null {
  if (!dishes || dishes <= 0 || place.dishes <= 0) return null;
  if (dishes >= place.dishes) return place.plants;
  return Math.round((place.plants * dishes) / place.dishes);
}
