import { STEP_STATUS_LABELS, type ExecResult, type RuleAction, type StepStatus } from '@pfs/domain';
import type { ExecStep, ExecTrigger } from './rule.table.js';

/** One start (enter) or end (exit) of a strategy and the switch steps it has yet to carry out. */
export type Run = {
  phase: 'enter' | 'exit';
  startedAt: number;
  execId: number | null;
  steps: (ExecStep & { dueMs: number; action: RuleAction })[];
  /** Set when steps changed and the record must be written again. */
  dirty: boolean;
  trigger: ExecTrigger[];
  reason: string;
};

const FAILED_OUTCOMES = new Set(['failed', 'timeout', 'expired']);

/** The record's overall result, from its steps: a failure first, then acted, waiting, locked, lost, already there. */
export function runResult(steps: Pick<ExecStep, 'status' | 'outcome'>[]): ExecResult {
  const live = steps.filter((s) => s.status !== 'superseded');
  if (live.some((s) => s.status === 'error' || FAILED_OUTCOMES.has(s.outcome ?? ''))) return 'failed';
  if (live.some((s) => s.status === 'sent')) return 'acted';
  if (live.some((s) => s.status === 'waiting')) return 'waiting';
  if (live.some((s) => s.status === 'locked')) return 'locked';
  if (live.some((s) => s.status === 'lost')) return 'lost';
  return 'in_state';
}

export function setStep(run: Run, i: number, status: StepStatus, note = STEP_STATUS_LABELS[status], extra: Partial<ExecStep> = {}) {
  const s = run.steps[i]!;
  if (s.status === status && s.note === note) return;
  Object.assign(s, { status, note, ...extra });
  run.dirty = true;
}

/** Steps as stored (without the engine's bookkeeping). */
export const storedSteps = (run: Pick<Run, 'steps'>): ExecStep[] => run.steps.map(({ dueMs: _d, ...s }) => s);

/** What a run wants of a switch: its last step for that switch. */
export function wantOf(run: Run, pointId: number) {
  const mine = run.steps.filter((s) => s.point_id === pointId && s.status !== 'superseded');
  const last = mine[mine.length - 1];
  return last ? { action: last.action, value: last.value } : null;
}
