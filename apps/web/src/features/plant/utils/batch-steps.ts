import { type PlantPhase } from '@pfs/domain';
import { allowedSteps, isGrowingPhase, nextProducePhase, type BatchDetail, type GrowingPhase, type ProducePhase, type SpecRules } from '@pfs/domain/plant';

type Plan = BatchDetail['plan'];
type Place = BatchDetail['places'][number];

/**
 * The phase machine of the batch's own spec version, rebuilt from its plan (the plan lists the version's phases in
 * order). Only the order and the phases matter for which steps are allowed; densities are not needed here.
 */
export function templateOf(plan: Plan): SpecRules {
  return {
    phases: plan.map((p) => ({ phase_id: p.phase, days: p.planned_days, area_kind: 'other' as const })),
    seedling_plants_per_dish: 1,
    grow_plants_per_dish: 1,
  };
}

/** Phases a move from this place may go to: the same phase in another area, or the next one with the same dish. */
export const moveTargets = (plan: Plan, from: GrowingPhase): GrowingPhase[] =>
  allowedSteps(templateOf(plan), from)
    .filter((s) => s.kind === 'move')
    .map((s) => s.to)
    .filter(isGrowingPhase);

/** The phase a transplant from here fills (seedling dish → growing dish), or null when the next step is no transplant. */
export const transplantTarget = (plan: Plan, from: GrowingPhase): GrowingPhase | null => {
  const t = allowedSteps(templateOf(plan), from).find((s) => s.kind === 'transplant')?.to;
  return t && isGrowingPhase(t) ? t : null;
};

/** Only the last growing phase is picked. */
export const canPickFrom = (plan: Plan, from: GrowingPhase) => allowedSteps(templateOf(plan), from).some((s) => s.kind === 'pick');

export type StoreChoice = { from: ProducePhase; to: ProducePhase; kg: number };
/** Harvested kg that may be handed on: each produce phase holding kg with a next produce phase in the template. */
export function storeChoices(plan: Plan, kg: BatchDetail['harvest']['kg_by_phase']): StoreChoice[] {
  const spec = templateOf(plan);
  const out: StoreChoice[] = [];
  for (const from of ['pick', 'tmp_storage'] as const) {
    const to = nextProducePhase(spec, from);
    if (to && kg[from] > 0 && plan.some((p) => p.phase === from)) out.push({ from, to, kg: kg[from] });
  }
  return out;
}

export type BatchAction = 'move' | 'transplant' | 'loss' | 'pick' | 'store' | 'delete';
export type ActionState = { enabled: boolean; why?: string; places: Place[] };

/** Which of 移动 / 移栽 / 损耗 / 采收 / 转存 / 删除 the batch allows now, with the places each may start from and why not. */
export function batchActions(d: Pick<BatchDetail, 'batch' | 'plan' | 'places' | 'harvest' | 'next_block'>): Record<BatchAction, ActionState> {
  const { status } = d.batch;
  const active = status === 'active';
  const withDishes = d.places.filter((p) => p.dishes > 0 || p.plants > 0);
  const closedWhy = status === 'del' ? '批次已删除' : '批次已结束，没有在产的盘';
  const of = (places: Place[], none: string): ActionState =>
    !active ? { enabled: false, why: closedWhy, places: [] } : places.length ? { enabled: true, places } : { enabled: false, why: none, places: [] };
  const stores = storeChoices(d.plan, d.harvest.kg_by_phase);
  // The server refuses the next move or transplant while no area of the next kind has room: say why and from when.
  const roomBlocked = (kind: 'move' | 'transplant', state: ActionState): ActionState => {
    const b = d.next_block;
    if (!active || !b || b.kind !== kind) return state;
    return { enabled: false, why: b.until ? `${b.reason}，${b.until} 起才能${kind === 'move' ? '移动' : '移栽'}` : b.reason, places: [] };
  };
  return {
    move: roomBlocked(
      'move',
      of(
        withDishes.filter((p) => moveTargets(d.plan, p.phase).length > 0),
        '没有可移动的盘',
      ),
    ),
    transplant: roomBlocked(
      'transplant',
      of(
        withDishes.filter((p) => transplantTarget(d.plan, p.phase) !== null),
        '当前阶段之后不是移栽（该规格不换盘，或已在最后的生长阶段）',
      ),
    ),
    loss: of(withDishes, '没有在产的盘或株'),
    // The server refuses a pick inside a safety interval (safe_from is set only while it runs): say so here.
    pick:
      active && d.batch.safe_from
        ? { enabled: false, why: `安全间隔期内，${d.batch.safe_from} 起才能采收`, places: [] }
        : of(
            withDishes.filter((p) => canPickFrom(d.plan, p.phase)),
            '还没有进入最后的生长阶段，不能采收',
          ),
    store:
      status === 'del'
        ? { enabled: false, why: '批次已删除', places: [] }
        : stores.length
          ? { enabled: true, places: [] }
          : { enabled: false, why: '没有待转存的采收重量', places: [] },
    delete: status === 'del' ? { enabled: false, why: '批次已删除', places: [] } : { enabled: true, places: [] },
  };
}

/** A place as a form value ("grow:12") and back. */
export const placeKey = (p: { phase: PlantPhase; area_id: number }) => `${p.phase}:${p.area_id}`;
export function findPlace(places: readonly Place[], key: string | undefined): Place | undefined {
  return places.find((p) => placeKey(p) === key);
}
