import {
  NEW_TRACK,
  STEP_STATUS_LABELS,
  dueSteps,
  reverseAction,
  type ConditionTrack,
  type ExecResult,
  type RuleAction,
  type StepStatus,
} from '@pfs/domain/rule';
import type { RuleRow } from './rule.repository.js';
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

/** A strategy as the engine holds it between evaluations. */
export type Live = { row: RuleRow; tracks: ConditionTrack[]; active: boolean | null; run: Run | null; stale: boolean; staleKey: string };

/** A strategy loaded or saved: it starts afresh, its conditions untracked and its state unknown until evaluated. */
export const liveOf = (row: RuleRow): Live => ({ row, tracks: row.conditions.map(() => NEW_TRACK), active: null, run: null, stale: false, staleKey: '' });

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

/** A new run of a strategy's steps; an exit run reverses each action. */
export function newRun(row: RuleRow, phase: 'enter' | 'exit', now: number, nameOf: (pointId: number) => string, trigger: ExecTrigger[]): Run {
  const steps = dueSteps(row.actions).map((s) => ({
    index: s.index,
    point_id: s.point_id,
    name: nameOf(s.point_id),
    action: phase === 'exit' ? reverseAction(s.action) : s.action,
    value: phase === 'exit' ? null : s.value,
    due_at: new Date(now + s.offset_ms).toISOString(),
    dueMs: now + s.offset_ms,
    status: 'waiting',
    note: '等待执行',
    req_id: null,
    outcome: null,
  }));
  const reason = phase === 'enter' ? '条件满足 / 进入时段' : '条件不再满足 / 时段结束，反向执行';
  return { phase, startedAt: now, execId: null, steps, dirty: false, trigger, reason };
}

/** Waiting steps of a run that will not happen any more (the strategy changed state or was edited). */
export function supersede(run: Run) {
  run.steps.forEach((s, i) => {
    if (s.status === 'waiting') setStep(run, i, 'superseded');
  });
}

/** Strategies of a factory that currently want a switch (stale ones claim nothing). */
export function claimsOn<T extends { row: RuleRow; run: Run | null; stale: boolean }>(rules: Iterable<T>, fid: number, pointId: number) {
  const out: { live: T; rule_id: number; priority: number; want: { action: RuleAction; value: number | null } }[] = [];
  for (const l of rules) {
    if (l.row.fid !== fid || !l.run || l.stale) continue;
    const want = wantOf(l.run, pointId);
    if (want) out.push({ live: l, rule_id: l.row.ruleId, priority: l.row.priority, want });
  }
  return out;
}

export type Reading = { v: number; ts: number };
export type PointInfo = { name: string; unit: string };
type Lookup<T> = (pointId: number) => T | undefined;

/** The columns every execution record of the strategy starts with. */
export const execOf = (row: RuleRow) => ({ fid: row.fid, ruleId: row.ruleId, ruleName: row.name });

/** What each condition's point read when the record was made. */
export function triggerOf(row: RuleRow, valueOf: Lookup<Reading>, infoOf: Lookup<PointInfo>): ExecTrigger[] {
  return row.conditions.map((c) => {
    const r = valueOf(c.point_id);
    const p = infoOf(c.point_id);
    return { point_id: c.point_id, name: p?.name ?? `#${c.point_id}`, unit: p?.unit ?? '', v: r?.v ?? null, ts: r ? new Date(r.ts).toISOString() : null };
  });
}

/** Why the strategy does not act on these points' readings: none yet, or too old for its data validity. */
export function staleReason(row: RuleRow, pointIds: number[], now: number, valueOf: Lookup<Reading>, infoOf: Lookup<PointInfo>): string {
  const names = pointIds.map((id) => {
    const v = valueOf(id);
    const name = `「${infoOf(id)?.name ?? `#${id}`}」`;
    return v ? `${name}最新读数已 ${Math.round((now - v.ts) / 60_000)} 分钟未更新` : `${name}还没有读数`;
  });
  return `${names.join('，')}（数据有效期 ${row.maxAgeMin} 分钟），不据此执行`;
}
