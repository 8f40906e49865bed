import type { FastifyBaseLogger } from 'fastify';
import { type SwitchAction } from '@pfs/domain/iot-ingest';
import { NEW_TRACK, combine, conditionCounts, decideStep, inSchedule, staleConditions, trackCondition, type RuleClaim } from '@pfs/domain/rule';
import type { RequestView } from '../iot-gateway/index.js';
import type { EngineControl, EngineStore } from './rule-engine-deps.js';
import type { RuleRow } from './rule.repository.js';
import type { ExecTrigger } from './rule.table.js';
import { claimsOn, execOf, liveOf, newRun, runResult, setStep, staleReason, storedSteps, supersede, triggerOf, wantOf } from './rule-run.js';
import type { Live, Run } from './rule-run.js';
import { RulePoints } from './rule-points.js';

type Lock = { until: number; cname: string };

export type EngineOptions = { timeZone: string; now?: () => number; tickMs?: number; log?: FastifyBaseLogger };

/** The step status each decision leaves on the record. */
const STEP_OF = { held: 'held', locked: 'locked', lost: 'lost', in_state: 'in_state', wait: 'waiting' } as const;

/**
 * Runs the strategies: re-evaluates on every accepted reading and every second (windows, durations, delays).
 * Stale readings never drive a switch; a locked switch is left alone; of two strategies wanting one switch the
 * higher priority wins; nothing is sent when the switch already is where it should be, nor more often than the
 * strategy's minimum interval. Every start, end and refusal leaves an execution record.
 */
export class RuleEngine {
  private readonly rules = new Map<number, Live>();
  private readonly locks = new Map<number, Lock>();
  private readonly lastCmd = new Map<number, number>();
  private readonly points: RulePoints;
  private readonly reqs = new Map<string, { ruleId: number; run: Run; index: number }>();
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  /** The engine's clock: evaluations and the dry run read it. */
  readonly now: () => number;
  running = false;

  constructor(
    private readonly repo: EngineStore,
    private readonly control: EngineControl,
    private readonly o: EngineOptions,
  ) {
    this.now = o.now ?? Date.now;
    this.points = new RulePoints(repo);
  }

  /** Every evaluation runs after the previous one: records and commands keep their order. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.chain.then(fn);
    this.chain = next.catch((err: Error) => this.o.log?.warn({ err: err.message }, '策略执行出错'));
    return next;
  }

  /** Loads everything and evaluates at once: a window active at boot acts at boot. */
  async start() {
    this.running = true;
    await this.serial(async () => {
      await this.loadAll();
      await this.evaluate(this.now());
    });
    // serial() has logged a failure already; the returned promise is dropped here, so its rejection is swallowed.
    this.timer ??= setInterval(() => void this.serial(() => this.evaluate(this.now())).catch(() => undefined), this.o.tickMs ?? 1000);
  }

  async stop() {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  /** Resolves once the evaluations queued so far are done (their failures are logged, never rethrown here). */
  async idle() {
    await this.chain;
  }

  private async loadAll() {
    const rows = await this.repo.allEnabled();
    this.rules.clear();
    for (const row of rows) this.rules.set(row.ruleId, liveOf(row));
    for (const fid of new Set(rows.map((r) => r.fid))) await this.points.load(fid);
    const now = new Date(this.now());
    this.locks.clear();
    for (const l of await this.repo.activeLocks(now)) this.locks.set(l.lock.pointId, { until: l.lock.until.getTime(), cname: l.cname ?? '' });
  }

  /** The version (updated_at, ms) of every strategy the engine runs: another instance's edits are found against it. */
  versions(): Map<number, number> {
    return new Map([...this.rules].map(([id, l]) => [id, l.row.updatedAt.getTime()]));
  }

  /** A strategy was saved, enabled, disabled or deleted: it starts afresh. */
  reload(fid: number, ruleId: number, row: RuleRow | null) {
    return this.serial(async () => {
      const old = this.rules.get(ruleId);
      if (old?.run) await this.endRun(old.run);
      this.rules.delete(ruleId);
      if (!row || !row.enabled) return;
      await this.points.load(fid);
      this.rules.set(ruleId, liveOf(row));
      if (this.running) await this.evaluate(this.now(), fid);
    });
  }

  onReadings(fid: number, rows: { pointId: number; ms: number; v: number }[]) {
    this.points.read(rows);
    if (!this.running) return Promise.resolve();
    const touched = new Set(rows.map((r) => r.pointId));
    // Callers fire and forget (ingest never waits for strategies): a failure is logged by serial(), never rejected.
    return this.serial(() => this.evaluate(this.now(), fid, touched)).catch(() => undefined);
  }

  onSwitchState(pointId: number, s: { on: boolean; value: number | null }) {
    this.points.setState(pointId, s);
  }

  setLock(pointId: number, lock: Lock | null) {
    if (lock) this.locks.set(pointId, lock);
    else {
      this.locks.delete(pointId);
      this.releaseLocked(pointId);
    }
    if (!lock && this.running) void this.serial(() => this.evaluate(this.now())).catch(() => undefined);
  }

  /** A lock ended: steps it held back in runs still in force are carried out after all. */
  private releaseLocked(pointId: number) {
    for (const l of this.rules.values()) {
      const run = l.run;
      run?.steps.forEach((s, i) => {
        if (s.point_id === pointId && s.status === 'locked') setStep(run, i, 'waiting', '锁定已结束，恢复执行');
      });
    }
  }

  lockOf(pointId: number) {
    const l = this.locks.get(pointId);
    return l && l.until > this.now() ? l : null;
  }

  /** A request's outcome lands on the step that sent it. */
  onOutcome(r: RequestView) {
    const link = this.reqs.get(r.req_id);
    if (!link || r.status === 'sent' || r.status === 'pending') return Promise.resolve();
    this.reqs.delete(r.req_id);
    return this.serial(async () => {
      const s = link.run.steps[link.index]!;
      s.outcome = r.status;
      if (r.error) s.note = `${s.note}；${r.error}`;
      link.run.dirty = true;
      await this.persist(link.run);
    });
  }

  /** Runtime state for the list and overview pages. */
  status(ruleId: number): 'active' | 'inactive' | 'stale' | 'waiting' {
    const l = this.rules.get(ruleId);
    if (!l || l.active === null) return 'waiting';
    if (l.stale) return 'stale';
    return l.active ? 'active' : 'inactive';
  }

  private async evaluate(now: number, fid?: number, touched?: Set<number>) {
    for (const [pointId, lock] of this.locks) {
      if (lock.until > now) continue;
      this.locks.delete(pointId);
      this.releaseLocked(pointId);
    }
    const begun: Live[] = [];
    for (const l of this.rules.values()) {
      if (fid !== undefined && l.row.fid !== fid) continue;
      if (touched && !l.row.conditions.some((c) => touched.has(c.point_id))) continue;
      if (await this.evaluateOne(l, now)) begun.push(l);
    }
    // Steps are carried out after every strategy has been evaluated (a conflict is decided by priority, not by
    // order), and commands go out before the new records are written (latency).
    for (const l of this.rules.values()) if (l.run && (fid === undefined || l.row.fid === fid)) await this.advance(l, now);
    for (const l of begun) await this.insertRun(l);
  }

  private trigger(l: Live): ExecTrigger[] {
    return triggerOf(l.row, this.points.value, this.points.infoOf);
  }

  /** Folds the current values into the strategy; true when it starts a new run. */
  private async evaluateOne(l: Live, now: number): Promise<boolean> {
    const r = l.row;
    const inWindow = inSchedule(r.windows, r.repeat, now, this.o.timeZone);
    let active = inWindow;
    if (inWindow && r.conditions.length > 0) {
      const stale = staleConditions(r.conditions.map((c) => c.point_id), this.points.value, r.maxAgeMin, now);
      if (stale.length > 0) {
        // One record per kind of staleness (no reading yet / too old), not one per evaluation.
        const key = stale.map((c) => `${c.point_id}:${c.reading ? 'old' : 'none'}`).join(',');
        if (key !== l.staleKey) await this.recordStale(l, stale.map((c) => c.point_id), now);
        l.stale = true;
        l.staleKey = key;
        return false;
      }
      l.tracks = r.conditions.map((c, i) => trackCondition(c, this.points.value(c.point_id)!, l.tracks[i] ?? NEW_TRACK));
      active = combine(r.match, r.conditions.map((c, i) => conditionCounts(c, l.tracks[i]!, now)));
    }
    l.stale = false;
    l.staleKey = '';
    if (active === l.active) return false;
    l.active = active;
    if (active || r.otherwise === 'reverse') {
      await this.begin(l, active ? 'enter' : 'exit', now);
      return true;
    }
    if (l.run) await this.endRun(l.run);
    l.run = null;
    return false;
  }

  private async recordStale(l: Live, pointIds: number[], now: number) {
    const reason = staleReason(l.row, pointIds, now, this.points.value, this.points.infoOf);
    await this.repo.insertExec({ ...execOf(l.row), phase: 'blocked', result: 'stale', reason, trigger: this.trigger(l), steps: [], at: new Date(now) });
  }

  private async begin(l: Live, phase: 'enter' | 'exit', now: number) {
    if (l.run) await this.endRun(l.run);
    // Steps are carried out after every strategy has been evaluated, so a conflict is decided by priority, not order.
    l.run = newRun(l.row, phase, now, this.points.nameOf, this.trigger(l));
  }

  private async insertRun(l: Live) {
    const run = l.run!;
    const row = await this.repo.insertExec({
      ...execOf(l.row),
      phase: run.phase,
      result: runResult(run.steps),
      reason: run.reason,
      trigger: run.trigger,
      steps: storedSteps(run),
      at: new Date(run.startedAt),
    });
    run.execId = row.execId;
    run.dirty = false;
  }

  /** Carries out the steps that are due, then writes the record if anything changed. */
  private async advance(l: Live, now: number) {
    const run = l.run!;
    for (let i = 0; i < run.steps.length; i++) {
      const s = run.steps[i]!;
      if (s.status !== 'waiting' || s.dueMs > now) continue;
      const d = decideStep({
        now,
        timeZone: this.o.timeZone,
        rule: { rule_id: l.row.ruleId, priority: l.row.priority, min_interval_s: l.row.minIntervalS },
        step: s,
        want: wantOf(run, s.point_id)!,
        stale: l.stale,
        lock: this.locks.get(s.point_id),
        claims: this.currentClaims(l.row.fid, s.point_id),
        state: this.points.state(s.point_id),
        lastCommandAt: this.lastCmd.get(s.point_id),
      });
      // A stale strategy's steps wait, untouched, for fresh readings.
      if (d.kind === 'stale') continue;
      if (d.kind === 'send') await this.send(l, run, i, now);
      else setStep(run, i, STEP_OF[d.kind], d.reason);
    }
    if (run.execId !== null) await this.persist(run);
  }

  private async send(l: Live, run: Run, i: number, now: number) {
    const s = run.steps[i]!;
    this.lastCmd.set(s.point_id, now);
    try {
      const req = await this.control.request(l.row.fid, { point_id: s.point_id, action: s.action as SwitchAction, value: s.value }, null, 'rule');
      setStep(run, i, 'sent', '已下发，等待网关确认', { req_id: req.req_id, outcome: req.status });
      this.reqs.set(req.req_id, { ruleId: l.row.ruleId, run, index: i });
    } catch (err) {
      setStep(run, i, 'error', `下发失败：${(err as Error).message}`);
    }
  }

  /** A run replaced by a newer one or ended with its strategy: its steps not yet carried out are dropped, on the record too. */
  private async endRun(run: Run) {
    supersede(run);
    await this.persist(run);
  }

  private async persist(run: Run) {
    if (!run.dirty || run.execId === null) return;
    run.dirty = false;
    await this.repo.updateExec(run.execId, { steps: storedSteps(run), result: runResult(run.steps) });
  }

  /** "Test now": what the strategy would do with the current values, without sending anything. */
  dryRunValues(pointIds: number[]) {
    return new Map(pointIds.map((id) => [id, { value: this.points.value(id), state: this.points.state(id), lock: this.lockOf(id), lastCommandAt: this.lastCmd.get(id) }]));
  }

  /** Strategies currently wanting a switch (stale ones claim nothing). */
  currentClaims(fid: number, pointId: number): RuleClaim[] {
    return claimsOn(this.rules.values(), fid, pointId).map((c) => ({ rule_id: c.rule_id, name: c.live.row.name, priority: c.priority, ...c.want }));
  }
}
