import { type PlantPhase } from '@pfs/domain';
import {
  allowedSteps,
  batchStatusOf,
  currentPhase,
  dayDiff,
  fromMilli,
  inProcess,
  plannedPickDay,
  stepOf,
  type BatchState,
  type BatchView,
  type GrowingPhase,
  type SpecRules,
  type batchPlaceSchema,
} from '@pfs/domain/plant';
import type { z } from 'zod';
import type { BatchProjection, BatchRow, PlaceRow } from './plant.repository.js';

/**
 * Pure shaping of batches for replies: the projection a replayed state is stored as, and the views lists,
 * details and write results answer with. Days are calendar days in the factory's time zone.
 */

export type PlaceView = z.infer<typeof batchPlaceSchema>;
export type AreaName = (areaId: number) => string;

/** What the batch row and its places keep of a replayed state. */
export function projectState(state: BatchState): { batch: BatchProjection; places: PlaceRow[] } {
  const now = inProcess(state);
  const safeFrom = state.protections.reduce<string | null>((a, p) => (a === null || p.safe_from > a ? p.safe_from : a), null);
  return {
    batch: {
      phase: currentPhase(state),
      dishes: now.dishes,
      plants: now.plants,
      plantsSown: state.plants.sown,
      plantsLost: state.plants.lost,
      plantsHarvested: state.plants.harvested,
      kgHarvested: fromMilli(state.harvested_g),
      lastDate: state.last_date!,
      closedOn: state.closed_on,
      safeFrom,
      status: batchStatusOf(state),
    },
    places: state.places.map((p) => ({ ...p, since: state.phase_since[p.phase] ?? state.last_date! })),
  };
}

/** Days in the phase against its plan: late_days > 0 once the planned days are over. */
export function phaseDays(spec: SpecRules, phase: PlantPhase, since: string, today: string) {
  const days_in = dayDiff(since, today);
  const planned_days = stepOf(spec, phase)?.days ?? 0;
  return { days_in, planned_days, late_days: Math.max(0, days_in - planned_days) };
}

export function placeView(spec: SpecRules, p: { phase: GrowingPhase; area_id: number; dishes: number; plants: number; since: string }, areaName: AreaName, today: string): PlaceView {
  return { phase: p.phase, area_id: p.area_id, area_name: areaName(p.area_id), dishes: p.dishes, plants: p.plants, since: p.since, ...phaseDays(spec, p.phase, p.since, today) };
}

/** What follows a place once its planned days are over: move or transplant on, or pick. */
export function nextStep(spec: SpecRules, phase: GrowingPhase) {
  const next = allowedSteps(spec, phase).find((s) => s.to !== phase);
  return { next_kind: next?.kind ?? null, next_phase: next?.to ?? null };
}

export function batchView(
  b: BatchRow,
  names: { crop: string; variety: string },
  spec: SpecRules,
  places: readonly { area_id: number }[],
  areaName: AreaName,
  today: string,
): BatchView {
  const areaIds = [...new Set(places.map((p) => p.area_id))];
  return {
    batch_id: b.batchId,
    batch_no: b.batchNo,
    spec_id: b.specId,
    spec_ver: b.specVer,
    crop: names.crop,
    variety: names.variety,
    sow_date: b.sowDate,
    status: b.status,
    phase: b.phase,
    dishes: b.dishes,
    plants: b.plants,
    plants_sown: b.plantsSown,
    plants_lost: b.plantsLost,
    plants_harvested: b.plantsHarvested,
    kg_harvested: b.kgHarvested,
    areas: areaIds.map((id) => ({ area_id: id, name: areaName(id) })),
    planned_pick_day: plannedPickDay(spec, b.sowDate),
    // Only while the interval still runs: a past one no longer concerns anybody.
    safe_from: b.safeFrom !== null && b.safeFrom > today ? b.safeFrom : null,
    closed_on: b.closedOn,
    last_date: b.lastDate,
    version: b.version,
    remark: b.remark,
  };
}
