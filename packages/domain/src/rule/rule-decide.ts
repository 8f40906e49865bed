import { alreadyInState, sameWant, winnerOf } from './rule-eval.js';
import { STEP_STATUS_LABELS, type RuleAction } from './rule.js';

/** A reading as the strategies see it (value and its time, ms). */
export type RuleReading = { v: number; ts: number };

/** A reading is stale when it is missing or older than the strategy's data validity (max_age_min). */
export const readingStale = (r: RuleReading | undefined, maxAgeMin: number, now: number) => !r || now - r.ts > maxAgeMin * 60_000;

/** The conditions whose readings are stale: while there is one, the strategy never acts. */
export function staleConditions(pointIds: number[], readingOf: (pointId: number) => RuleReading | undefined, maxAgeMin: number, now: number) {
  return pointIds.flatMap((point_id) => {
    const reading = readingOf(point_id);
    return readingStale(reading, maxAgeMin, now) ? [{ point_id, reading }] : [];
  });
}

/** A strategy currently wanting a switch. */
export type RuleClaim = { rule_id: number; name: string; priority: number; action: RuleAction; value: number | null };
type Want = { action: RuleAction; value: number | null };

/** Everything a due switch step is decided on; `now` is the engine's clock. */
export type StepSituation = {
  now: number;
  /** For the lock's end time in the reason (the factory's time zone). */
  timeZone: string;
  /** The deciding strategy; an unsaved one (rule_id null) counts as the newest. */
  rule: { rule_id: number | null; priority: number; min_interval_s: number };
  step: Want;
  /** What the strategy wants of this switch in the end (its last step for it): a rival wanting the same is no rival. */
  want: Want;
  /** Whether one of the strategy's readings is stale. */
  stale: boolean;
  lock: { until: number; cname: string } | null | undefined;
  /** Strategies currently wanting this switch (the deciding one among them is ignored). */
  claims: RuleClaim[];
  state: { on: boolean; value: number | null } | undefined;
  /** When the last command went to this switch. */
  lastCommandAt: number | undefined;
};

export type StepDecision =
  | { kind: 'stale'; reason: string }
  | { kind: 'held'; reason: string }
  | { kind: 'locked'; reason: string; cname: string; until: number }
  | { kind: 'lost'; reason: string; winner: RuleClaim; equal: boolean }
  | { kind: 'in_state'; reason: string }
  | { kind: 'wait'; reason: string; min_interval_s: number }
  | { kind: 'send'; reason: string };

const NEWEST = Number.MAX_SAFE_INTEGER;

/** The strategy that takes the switch from this one, if any: higher priority, or equal priority and older. */
function rivalWinner(s: StepSituation): RuleClaim | undefined {
  const me = { rule_id: s.rule.rule_id ?? NEWEST, priority: s.rule.priority };
  const rivals = s.claims.filter((c) => c.rule_id !== s.rule.rule_id && !sameWant(c, s.want));
  const winner = winnerOf<{ rule_id: number; priority: number; claim?: RuleClaim }>([me, ...rivals.map((c) => ({ rule_id: c.rule_id, priority: c.priority, claim: c }))]);
  return winner?.claim;
}

/**
 * What becomes of a due switch step, rung by rung: stale readings never act; 保持 only holds the switch; a locked
 * switch is not driven; a strategy of higher priority (equal: the older one) wanting the switch otherwise takes it;
 * a switch already in the wanted state gets no command; two commands to one switch are at least the minimum
 * interval apart. Otherwise the command goes out. The engine and the dry run both decide here.
 */
export function decideStep(s: StepSituation): StepDecision {
  if (s.stale) return { kind: 'stale', reason: '读数已过期或没有读数，不据此执行' };
  if (s.step.action === 'expend') return { kind: 'held', reason: STEP_STATUS_LABELS.held };
  if (s.lock && s.lock.until > s.now) {
    const until = new Date(s.lock.until).toLocaleString('zh-CN', { timeZone: s.timeZone, hour12: false });
    return { kind: 'locked', reason: `开关被 ${s.lock.cname || '他人'} 手动锁定至 ${until}`, cname: s.lock.cname, until: s.lock.until };
  }
  const winner = rivalWinner(s);
  if (winner) {
    const equal = winner.priority === s.rule.priority;
    const who = equal ? '同优先级但更早创建的' : '更高优先级的';
    return { kind: 'lost', reason: `被${who}「${winner.name}」（优先级 ${winner.priority}）占用`, winner, equal };
  }
  if (alreadyInState(s.step.action, s.step.value, s.state)) return { kind: 'in_state', reason: STEP_STATUS_LABELS.in_state };
  if (s.lastCommandAt !== undefined && s.now - s.lastCommandAt < s.rule.min_interval_s * 1000)
    return { kind: 'wait', reason: `距上次指令不足 ${s.rule.min_interval_s} 秒，稍后执行`, min_interval_s: s.rule.min_interval_s };
  return { kind: 'send', reason: '将下发指令' };
}

/** How the dry run (试运行) says a decision: what would happen, sending nothing. */
export function previewStep(d: StepDecision): string {
  switch (d.kind) {
    case 'stale':
      return '读数已过期或没有读数，不会执行';
    case 'held':
      return '保持当前状态';
    case 'locked':
      return `开关被 ${d.cname || '他人'} 锁定，不会执行`;
    case 'lost':
      return `被${d.equal ? '同优先级但更早创建的' : '更高优先级的'}「${d.winner.name}」占用`;
    case 'in_state':
      return '已是目标状态，不会重复下发';
    case 'wait':
      return `距上次指令不足 ${d.min_interval_s} 秒，将稍后下发`;
    case 'send':
      return '将下发指令';
  }
}
