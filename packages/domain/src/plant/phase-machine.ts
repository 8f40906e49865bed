/**
 * The phase machine of a batch: its crop spec version's phase template says which phases it goes through,
 * in which order, how many days each is planned for and which kind of area each uses. From a phase a batch
 * may stay (move to another area of the same kind), go on to the next phase, or — from its last growing
 * phase — be picked. Moving from a seedling-dish phase into a growing-dish phase is a transplant.
 */
import { PLANT_PHASE_LABELS, type PlantPhase } from '../labels/enum-labels.js';
import {
  AREA_KIND_LABELS,
  DISH_AREA_KINDS,
  PHASE_DISH_TYPE,
  PHASE_ORDER,
  isGrowingPhase,
  isProducePhase,
  type AreaKind,
  type DishType,
  type GrowingPhase,
  type ProducePhase,
} from './plant-vocab.js';

export type PhaseStep = { phase_id: PlantPhase; days: number; area_kind: AreaKind };

/** What the machine needs of a crop spec version. */
export type SpecRules = {
  phases: readonly PhaseStep[];
  /** Plants per seedling dish (育苗盘) and per growing dish (栽培盘). */
  seedling_plants_per_dish: number;
  grow_plants_per_dish: number;
};

export const PHASE_DAYS_MAX = 365;

/** The area kind a phase usually uses: seedling dishes in the nursery, growing dishes in grow rooms, produce packed, then cold. */
const usualAreaKind = (p: PlantPhase): AreaKind =>
  isGrowingPhase(p) ? (PHASE_DISH_TYPE[p] === 'seedling' ? 'seedling' : 'grow') : p === 'pick' ? 'pack' : 'store';

/** A phase template from the days of each phase used, in the canonical order, each phase in the area kind it usually uses. */
export const phaseSteps = (days: Partial<Record<PlantPhase, number>>): PhaseStep[] =>
  PHASE_ORDER.filter((p) => days[p] !== undefined).map((phase_id) => ({ phase_id, days: days[phase_id]!, area_kind: usualAreaKind(phase_id) }));
export const phaseName = (p: PlantPhase) => PLANT_PHASE_LABELS[p];

/** Null when a template can run a batch; else what is wrong, in Chinese. */
export function checkPhaseTemplate(phases: readonly PhaseStep[]): string | null {
  if (phases.length === 0) return '阶段模板不能为空';
  const seen = new Set<PlantPhase>();
  let last = -1;
  for (const s of phases) {
    if (seen.has(s.phase_id)) return `阶段「${phaseName(s.phase_id)}」重复出现`;
    seen.add(s.phase_id);
    const at = PHASE_ORDER.indexOf(s.phase_id);
    if (at < last) return `阶段须按 ${PHASE_ORDER.map(phaseName).join(' → ')} 的顺序排列，「${phaseName(s.phase_id)}」位置不对`;
    last = at;
    const minDays = isGrowingPhase(s.phase_id) ? 1 : 0;
    if (!Number.isInteger(s.days) || s.days < minDays || s.days > PHASE_DAYS_MAX)
      return `阶段「${phaseName(s.phase_id)}」的计划天数须在 ${minDays}–${PHASE_DAYS_MAX} 之间`;
    if (isGrowingPhase(s.phase_id) && !DISH_AREA_KINDS.includes(s.area_kind))
      return `阶段「${phaseName(s.phase_id)}」要放盘，区域类型只能是 ${DISH_AREA_KINDS.map((k) => AREA_KIND_LABELS[k]).join('、')}`;
  }
  if (!phases.some((s) => isGrowingPhase(s.phase_id))) return '阶段模板至少要有一个生长阶段（催芽、育苗或生长）';
  if (!seen.has('pick')) return '阶段模板必须包含「采收」';
  return null;
}

export const dishTypeOf = (p: GrowingPhase): DishType => PHASE_DISH_TYPE[p];
export const plantsPerDish = (spec: SpecRules, t: DishType) => (t === 'seedling' ? spec.seedling_plants_per_dish : spec.grow_plants_per_dish);

export const phaseIds = (spec: SpecRules) => spec.phases.map((s) => s.phase_id);
export const stepOf = (spec: SpecRules, p: PlantPhase) => spec.phases.find((s) => s.phase_id === p);
export const growingPhasesOf = (spec: SpecRules) => spec.phases.map((s) => s.phase_id).filter(isGrowingPhase);
export const producePhasesOf = (spec: SpecRules) => spec.phases.map((s) => s.phase_id).filter(isProducePhase);
/** Where sowing puts the dishes. */
export const firstPhase = (spec: SpecRules) => growingPhasesOf(spec)[0]!;
/** The phase picking happens from. */
export const lastGrowingPhase = (spec: SpecRules) => growingPhasesOf(spec).at(-1)!;
export function nextPhase(spec: SpecRules, p: PlantPhase): PlantPhase | null {
  const ids = phaseIds(spec);
  const i = ids.indexOf(p);
  return i >= 0 && i + 1 < ids.length ? ids[i + 1]! : null;
}

export type StepKind = 'move' | 'transplant' | 'pick';
export type AllowedStep = { kind: StepKind; to: PlantPhase };

/**
 * What may follow from a growing phase: another area in the same phase (a move), the next growing phase
 * (a move, or a transplant when the dish type changes), and from the last growing phase the pick.
 */
export function allowedSteps(spec: SpecRules, from: PlantPhase): AllowedStep[] {
  if (!isGrowingPhase(from) || !stepOf(spec, from)) return [];
  const out: AllowedStep[] = [{ kind: 'move', to: from }];
  const next = nextPhase(spec, from);
  if (next === null) return out;
  if (isGrowingPhase(next)) out.push({ kind: dishTypeOf(next) === dishTypeOf(from) ? 'move' : 'transplant', to: next });
  else out.push({ kind: 'pick', to: 'pick' });
  return out;
}

/** Null when `kind` from `from` to `to` is a step the template allows; else a message naming what is allowed. */
export function checkStep(spec: SpecRules, kind: StepKind, from: PlantPhase, to: PlantPhase): string | null {
  if (!stepOf(spec, from)) return `该品种规格没有「${phaseName(from)}」阶段`;
  if (!isGrowingPhase(from)) return `「${phaseName(from)}」阶段已没有盘，不能${kindName(kind)}`;
  if (allowedSteps(spec, from).some((s) => s.kind === kind && s.to === to)) return null;
  const steps = allowedSteps(spec, from);
  if (kind === 'move' && steps.some((s) => s.kind === 'transplant' && s.to === to)) return `「${phaseName(from)}」到「${phaseName(to)}」要换盘，请用移栽`;
  const allowed = steps.map((s) => (s.to === from ? `在「${phaseName(from)}」阶段换区域` : `${kindName(s.kind)}到「${phaseName(s.to)}」`));
  return `「${phaseName(from)}」阶段之后只能${allowed.join('或')}，不能${kindName(kind)}到「${phaseName(to)}」`;
}

const kindName = (k: StepKind) => ({ move: '移动', transplant: '移栽', pick: '采收' })[k];

/** The next produce phase a store event may move kg into. */
export function nextProducePhase(spec: SpecRules, p: ProducePhase): ProducePhase | null {
  const n = nextPhase(spec, p);
  return n !== null && isProducePhase(n) ? n : null;
}
