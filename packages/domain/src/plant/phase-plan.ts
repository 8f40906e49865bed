/**
 * Plan against reality: when each phase of a batch should start and end by its spec version's template,
 * how long it has really been in each phase, and which moves are due today (the overview's to-do list, the
 * in-process page's late marks, the cycle chart's planned vs actual days).
 */
import type { PlantPhase } from '../labels/enum-labels.js';
import type { BatchState } from './batch-replay.js';
import { allowedSteps, stepOf, type AllowedStep, type SpecRules } from './phase-machine.js';
import { addDays, dayDiff } from './plant-day.js';
import type { GrowingPhase } from './plant-vocab.js';

/** A phase's planned span: from `start` for `days` days; the next phase starts on `end`. */
export type PlannedPhase = { phase: PlantPhase; start: string; end: string; days: number };

export function plannedSchedule(spec: SpecRules, sowDate: string): PlannedPhase[] {
  let start = sowDate;
  return spec.phases.map((s) => {
    const end = addDays(start, s.days);
    const p = { phase: s.phase_id, start, end, days: s.days };
    start = end;
    return p;
  });
}

/** The planned first day of harvest. */
export const plannedPickDay = (spec: SpecRules, sowDate: string) => plannedSchedule(spec, sowDate).find((p) => p.phase === 'pick')?.start ?? null;

/** Days the batch has been in a phase: from the day it entered until it left, or until today while still there. */
export function daysInPhase(state: BatchState, phase: PlantPhase, today: string): number | null {
  const since = state.phase_since[phase];
  if (since === undefined) return null;
  return dayDiff(since, state.phase_until[phase] ?? today);
}

/** Actual days of each phase the batch has finished (for the cycle statistics). */
export function finishedPhaseDays(state: BatchState): Partial<Record<PlantPhase, number>> {
  const out: Partial<Record<PlantPhase, number>> = {};
  for (const [ph, since] of Object.entries(state.phase_since) as [PlantPhase, string][]) {
    const until = state.phase_until[ph];
    if (until !== undefined) out[ph] = dayDiff(since, until);
  }
  return out;
}

export type DueMove = {
  phase: GrowingPhase;
  area_id: number;
  dishes: number;
  plants: number;
  since: string;
  planned_days: number;
  days_in: number;
  /** The day the phase's planned days are over. */
  due_on: string;
  /** Days past due_on (0 when due today). */
  late_days: number;
  /** What to do: move or transplant to the next phase, or pick. */
  next: AllowedStep;
};

/** Places whose phase has run its planned days by `today`, with the step that follows. */
export function dueMoves(spec: SpecRules, state: BatchState, today: string): DueMove[] {
  const out: DueMove[] = [];
  for (const p of state.places) {
    const step = stepOf(spec, p.phase);
    const since = state.phase_since[p.phase];
    const next = allowedSteps(spec, p.phase).find((s) => s.to !== p.phase);
    if (!step || since === undefined || !next || p.dishes === 0) continue;
    const dueOn = addDays(since, step.days);
    if (dueOn > today) continue;
    out.push({ ...p, since, planned_days: step.days, days_in: dayDiff(since, today), due_on: dueOn, late_days: dayDiff(dueOn, today), next });
  }
  return out;
}
