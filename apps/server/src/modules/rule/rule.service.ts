import { EXEC_RESULT_LABELS, RULE_DEFAULTS, decideStep, describeActions, describeConditions, describeSchedule, describeStep } from '@pfs/domain/rule';
import { describeCondition, dueSteps, inSchedule, conditionHolds, combine, previewStep, readingStale } from '@pfs/domain/rule';
import type { Paged } from '@pfs/domain';
import type { ExecResult, PointLookup, Rule, RuleBody, RuleDryRun, RuleExec, RuleListItem, RulePoint, RulesOverview } from '@pfs/domain/rule';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { RuleEngine } from './rule-engine.js';
import type { ExecFilter, ExecRow, RuleRepository, RuleRow } from './rule.repository.js';
import type { IotLogWrite } from './switch-lock.service.js';
import { pagedWith } from '../../lib/paging.js';

type PointRow = Awaited<ReturnType<RuleRepository['points']>>[number];

const ruleView = (r: RuleRow): Rule => ({
  rule_id: r.ruleId,
  name: r.name,
  enabled: r.enabled,
  priority: r.priority,
  version: r.version,
  match: r.match,
  conditions: r.conditions,
  windows: r.windows,
  repeat: r.repeat,
  actions: r.actions,
  otherwise: r.otherwise,
  max_age_min: r.maxAgeMin,
  min_interval_s: r.minIntervalS,
  updated_at: r.updatedAt.toISOString(),
});

const execView = (e: ExecRow): RuleExec => ({
  exec_id: e.execId,
  rule_id: e.ruleId,
  rule_name: e.ruleName,
  phase: e.phase,
  result: e.result,
  result_label: EXEC_RESULT_LABELS[e.result as ExecResult] ?? e.result,
  reason: e.reason,
  trigger: e.trigger,
  steps: e.steps,
  at: e.at.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});

const label = (p: PointRow) => `${p.areaName ?? p.gwName} ${p.point.name || p.point.code}`;

/** Strategies: saving with validation against the factory's points, lists with sentences, records, dry runs. */
export class RuleService {
  constructor(
    private readonly repo: RuleRepository,
    private readonly engine: RuleEngine,
    private readonly timeZone: string,
    private readonly log: IotLogWrite = async () => {},
  ) {}

  private note(fid: number, uid: number | null, r: Pick<RuleRow, 'ruleId' | 'name'>, content: string) {
    return this.log({ fid, uid, kind: 'rule', target: r.name, content, detail: { rule_id: r.ruleId } });
  }

  private async pointMap(fid: number) {
    return new Map((await this.repo.points(fid)).map((p) => [p.point.pointId, p]));
  }

  private lookup(points: Map<number, PointRow>): PointLookup {
    return (id) => {
      const p = points.get(id);
      return p ? { name: label(p), unit: p.point.unit } : undefined;
    };
  }

  /** Checks that need the factory's points; messages name the point. */
  private validate(body: RuleBody, points: Map<number, PointRow>) {
    body.conditions.forEach((c, i) => {
      const p = points.get(c.point_id);
      if (!p) throw badRequest(`第 ${i + 1} 个条件的点位不存在或不属于本工厂`);
      if (p.point.kind === 'switch') throw badRequest(`条件只能用于传感器或仪表：「${label(p)}」是开关`);
    });
    body.actions.forEach((a, i) => {
      if (a.act_type === 'delay') return;
      const p = points.get(a.point_id);
      if (!p) throw badRequest(`第 ${i + 1} 步动作的点位不存在或不属于本工厂`);
      if (p.point.kind !== 'switch' || !p.point.writable) throw badRequest(`第 ${i + 1} 步：「${label(p)}」不是可控开关`);
      if (a.action !== 'number') return;
      const { minValue: min, maxValue: max } = p.point;
      if (min === null && max === null) throw badRequest(`第 ${i + 1} 步：「${label(p)}」不支持设定数值，只能打开或关闭`);
      if (a.value === null || (min !== null && a.value < min) || (max !== null && a.value > max))
        throw badRequest(`第 ${i + 1} 步：「${label(p)}」的数值须在 ${min ?? '-∞'} 到 ${max ?? '∞'} 之间`);
    });
  }

  /** Point picker: the factory's points grouped by area/gateway on the page, with units and current values. */
  async points(fid: number): Promise<RulePoint[]> {
    const rows = await this.repo.points(fid);
    const values = this.engine.dryRunValues(rows.map((r) => r.point.pointId));
    return rows.map((p) => {
      const v = values.get(p.point.pointId);
      return {
        point_id: p.point.pointId,
        code: p.point.code,
        kind: p.point.kind,
        name: p.point.name || p.point.code,
        unit: p.point.unit,
        writable: p.point.writable,
        min: p.point.minValue,
        max: p.point.maxValue,
        group: p.areaName ? `${p.areaName} · ${p.gwName}` : p.gwName,
        value: v?.value?.v ?? null,
        ts: v?.value ? new Date(v.value.ts).toISOString() : null,
        on: v?.state?.on ?? null,
        lock: v?.lock ? { until: new Date(v.lock.until).toISOString(), cname: v.lock.cname } : null,
      };
    });
  }

  async list(fid: number): Promise<RuleListItem[]> {
    const [rows, points, last] = await Promise.all([this.repo.list(fid), this.pointMap(fid), this.repo.lastExecs(fid)]);
    const lookup = this.lookup(points);
    const lastBy = new Map(last.map((e) => [e.ruleId, e]));
    return rows.map((r) => {
      const e = lastBy.get(r.ruleId);
      return {
        ...ruleView(r),
        summary_conditions: describeConditions(r, lookup),
        summary_schedule: describeSchedule(r),
        summary_actions: describeActions(r.actions, lookup),
        status: r.enabled ? this.engine.status(r.ruleId) : 'disabled',
        last_exec: e
          ? { exec_id: e.execId, at: e.at.toISOString(), result: e.result, result_label: EXEC_RESULT_LABELS[e.result as ExecResult] ?? e.result }
          : null,
      };
    });
  }

  async get(fid: number, ruleId: number): Promise<Rule> {
    const r = await this.repo.get(fid, ruleId);
    if (!r) throw notFound('策略不存在或不属于本工厂');
    return ruleView(r);
  }

  private fields(body: RuleBody) {
    return {
      name: body.name,
      enabled: body.enabled,
      priority: body.priority,
      version: RULE_DEFAULTS.version,
      match: body.match,
      conditions: body.conditions,
      windows: body.windows,
      repeat: body.repeat,
      actions: body.actions,
      otherwise: body.otherwise,
      maxAgeMin: body.max_age_min,
      minIntervalS: body.min_interval_s,
    };
  }

  async create(fid: number, uid: number, body: RuleBody): Promise<Rule> {
    this.validate(body, await this.pointMap(fid));
    const row = await this.repo.insert({ fid, createdBy: uid, ...this.fields(body) });
    await this.engine.reload(fid, row.ruleId, row);
    await this.note(fid, uid, row, `新建策略${row.enabled ? '' : '（未启用）'}`);
    return ruleView(row);
  }

  async update(fid: number, uid: number, ruleId: number, body: RuleBody): Promise<Rule> {
    this.validate(body, await this.pointMap(fid));
    const row = await this.repo.update(fid, ruleId, this.fields(body));
    if (!row) throw notFound('策略不存在或不属于本工厂');
    await this.engine.reload(fid, ruleId, row);
    await this.note(fid, uid, row, '修改策略');
    return ruleView(row);
  }

  async setEnabled(fid: number, uid: number, ruleId: number, enabled: boolean) {
    const row = await this.repo.update(fid, ruleId, { enabled });
    if (!row) throw notFound('策略不存在或不属于本工厂');
    await this.engine.reload(fid, ruleId, row);
    await this.note(fid, uid, row, enabled ? '启用策略' : '停用策略');
  }

  async remove(fid: number, uid: number, ruleId: number) {
    const row = await this.repo.get(fid, ruleId);
    if (!row || !(await this.repo.remove(fid, ruleId))) throw notFound('策略不存在或不属于本工厂');
    await this.engine.reload(fid, ruleId, null);
    await this.note(fid, uid, row, '删除策略');
  }

  /** Records with each sent step's outcome read from the control request itself when the record has not caught up. */
  private async withOutcomes(rows: ExecRow[]): Promise<RuleExec[]> {
    const open = rows.flatMap((e) => e.steps.filter((s) => s.req_id && (s.outcome === 'sent' || s.outcome === 'pending')).map((s) => s.req_id!));
    const status = new Map((await this.repo.requestStatuses(open)).map((r) => [r.reqId, r.status]));
    return rows.map((e) => {
      const v = execView(e);
      if (status.size === 0) return v;
      const steps = v.steps.map((s) => (s.req_id && status.has(s.req_id) ? { ...s, outcome: status.get(s.req_id)! } : s));
      return { ...v, steps };
    });
  }

  async execs(fid: number, f: ExecFilter): Promise<Paged<RuleExec>> {
    return pagedWith(this.repo.listExecs(fid, f), (rows) => this.withOutcomes(rows));
  }

  async exec(fid: number, execId: number): Promise<RuleExec> {
    const e = await this.repo.getExec(fid, execId);
    if (!e) throw notFound('执行记录不存在');
    return (await this.withOutcomes([e]))[0]!;
  }

  /** Strategy centre: counts, what runs and what is blocked now, results of the last 24 hours, recent records. */
  async overview(fid: number): Promise<RulesOverview> {
    const [rules, counts, recent] = await Promise.all([
      this.list(fid),
      this.repo.resultCounts(fid, new Date(this.engine.now() - 86_400_000)),
      this.repo.listExecs(fid, { page: 1, size: 10 }),
    ]);
    return {
      total_ct: rules.length,
      enabled_ct: rules.filter((r) => r.enabled).length,
      active: rules.filter((r) => r.status === 'active').map((r) => ({ rule_id: r.rule_id, name: r.name, summary: r.summary_actions })),
      stale: rules.filter((r) => r.status === 'stale').map((r) => ({ rule_id: r.rule_id, name: r.name, summary: r.summary_conditions })),
      results_24h: counts.map((c) => ({ result: c.result, label: EXEC_RESULT_LABELS[c.result as ExecResult] ?? c.result, n: c.n })),
      recent: recent.rows.map(execView),
    };
  }

  /** "Test now": evaluates an (unsaved) strategy with the current values; sends nothing. */
  async dryRun(fid: number, ruleId: number | null, body: RuleBody): Promise<RuleDryRun> {
    const points = await this.pointMap(fid);
    this.validate(body, points);
    const lookup = this.lookup(points);
    const now = this.engine.now();
    const live = this.engine.dryRunValues([...points.keys()]);
    const inWindow = inSchedule(body.windows, body.repeat, now, this.timeZone);
    const conditions = body.conditions.map((c) => {
      const v = live.get(c.point_id)?.value;
      const stale = readingStale(v, body.max_age_min, now);
      return {
        text: describeCondition(c, lookup),
        value: v?.v ?? null,
        ts: v ? new Date(v.ts).toISOString() : null,
        stale,
        met: !!v && !stale && conditionHolds(c, v.v, false),
      };
    });
    const anyStale = conditions.some((c) => c.stale);
    const active =
      inWindow &&
      !anyStale &&
      combine(
        body.match,
        conditions.map((c) => c.met),
      );
    const verdict = !inWindow
      ? `现在不在执行时段内（${describeSchedule(body)}）`
      : anyStale
        ? '有条件的读数已过期或没有读数，不会执行'
        : active
          ? `条件满足，将执行动作${body.conditions.some((c) => c.for_min > 0) ? '（须持续满足设定的分钟数后）' : ''}`
          : '条件不满足，不会执行';
    const due = dueSteps(body.actions);
    // What the strategy wants of each switch in the end (its last step for it), as the engine weighs rivals.
    const wants = new Map(due.map((s) => [s.point_id, s]));
    const rule = { rule_id: ruleId, priority: body.priority, min_interval_s: body.min_interval_s };
    const steps = due.map((s) => {
      const cur = live.get(s.point_id);
      const claims = this.engine.currentClaims(fid, s.point_id);
      const d = decideStep({
        now,
        timeZone: this.timeZone,
        rule,
        step: s,
        want: wants.get(s.point_id)!,
        stale: anyStale,
        lock: cur?.lock,
        claims,
        state: cur?.state,
        lastCommandAt: cur?.lastCommandAt,
      });
      return { text: describeStep(body.actions[s.index]!, lookup), after_s: s.offset_ms / 1000, outcome: previewStep(d) };
    });
    return { in_window: inWindow, active, verdict, conditions, steps };
  }
}
