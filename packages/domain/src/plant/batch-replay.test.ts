import { describe, expect, it } from 'vitest';
import { applyEvent, batchStatusOf, currentPhase, emptyBatchState, inProcess, replayBatch, type BatchEvent, type BatchState } from './batch-replay.js';
import { conservationProblems, dishesForPlants, plantsOnDishes } from './conservation.js';
import { finishedPhaseDays } from './phase-plan.js';
import { LETTUCE, MICROGREENS, NAMES } from './plant.fixture.js';

/** Applies events in turn, failing the test on the first refusal. */
function run(events: BatchEvent[], spec = LETTUCE): BatchState {
  const r = replayBatch(spec, events, NAMES);
  if (!r.ok) throw new Error(`event ${r.at}: ${r.msg}`);
  return r.state;
}
const refusal = (state: BatchState, ev: BatchEvent, spec = LETTUCE) => {
  const r = applyEvent(spec, state, ev, NAMES);
  return r.ok ? null : r.msg;
};

const sown: BatchEvent[] = [
  { kind: 'sow', date: '2026-03-01', to: { phase: 'sprouting', area_id: 1 }, dishes: 10, plants: 1200 },
  { kind: 'move', date: '2026-03-03', from: { phase: 'sprouting', area_id: 1 }, to: { phase: 'grow_seedling', area_id: 1 }, dishes: 10, plants: 1200 },
  { kind: 'loss', date: '2026-03-10', from: { phase: 'grow_seedling', area_id: 1 }, dishes: 0, plants: 50 },
];

/** Seedling dishes of room 1 transplanted into grow room `area_id` on 2026-03-15. */
const transplant = (area_id: number, dishes: number, plants: number, dishes_to: number): BatchEvent => ({
  kind: 'transplant',
  date: '2026-03-15',
  from: { phase: 'grow_seedling', area_id: 1 },
  to: { phase: 'grow', area_id },
  dishes,
  plants,
  dishes_to,
});
const pick = (date: string, area_id: number, dishes: number, plants: number, kg: number): BatchEvent => ({
  kind: 'pick',
  date,
  from: { phase: 'grow', area_id },
  dishes,
  plants,
  kg,
});

describe('a lettuce batch from sowing to storage', () => {
  it('keeps every plant accounted for through moves, transplants, losses and partial and whole harvests', () => {
    let s = run(sown);
    expect(s.places).toEqual([{ phase: 'grow_seedling', area_id: 1, dishes: 10, plants: 1150 }]);
    const six = plantsOnDishes(LETTUCE, s.places[0]!, 6);
    expect(six).toBe(690);
    s = run([...sown, transplant(2, 6, six, dishesForPlants(six, 24)), transplant(3, 4, 460, 20)]);
    // 6 seedling dishes became 29 growing dishes: the dish count changes, the plant count does not.
    expect(s.places).toEqual([
      { phase: 'grow', area_id: 2, dishes: 29, plants: 690 },
      { phase: 'grow', area_id: 3, dishes: 20, plants: 460 },
    ]);
    expect(s.dishes.seedling).toMatchObject({ sown: 10, transplanted_out: 10 });
    expect(s.dishes.growing).toMatchObject({ transplanted_in: 49 });
    expect(currentPhase(s)).toBe('grow');

    // Both rooms transplanted, then a first pick in each.
    const picks = [transplant(2, 6, 690, 29), transplant(3, 4, 460, 20), pick('2026-04-05', 2, 29, 690, 80.5), pick('2026-04-06', 3, 10, 230, 26)];
    const picked = run([...sown, ...picks]);
    expect(batchStatusOf(picked)).toBe('active');
    expect(inProcess(picked)).toEqual({ dishes: 10, plants: 230 });

    const done = run([
      ...sown,
      ...picks,
      pick('2026-04-07', 3, 10, 230, 25.75),
      { kind: 'store', date: '2026-04-08', from_phase: 'pick', to_phase: 'tmp_storage', kg: 100 },
    ]);
    expect(done.closed_on).toBe('2026-04-07');
    expect(done.plants).toEqual({ sown: 1200, lost: 50, harvested: 1150 });
    expect(done.harvested_g).toBe(132_250);
    expect(done.produce_g).toEqual({ pick: 32_250, tmp_storage: 100_000, storage: 0 });
    expect(conservationProblems(LETTUCE, done)).toEqual([]);
    expect(finishedPhaseDays(done)).toMatchObject({ sprouting: 2, grow_seedling: 12, grow: 23 });
    expect(done.stays).toEqual([
      { phase: 'sprouting', area_id: 1, from: '2026-03-01', to: '2026-03-03' },
      { phase: 'grow_seedling', area_id: 1, from: '2026-03-03', to: '2026-03-15' },
      { phase: 'grow', area_id: 2, from: '2026-03-15', to: '2026-04-05' },
      { phase: 'grow', area_id: 3, from: '2026-03-15', to: '2026-04-07' },
    ]);
    expect(currentPhase(done)).toBe('tmp_storage');

    expect(
      refusal(done, { kind: 'move', date: '2026-04-09', from: { phase: 'grow', area_id: 3 }, to: { phase: 'grow', area_id: 2 }, dishes: 1, plants: 1 }),
    ).toBe('批次 B20260301-01 已于 2026-04-07 结束（全部采收或损耗），不能再移动');
    expect(refusal(done, { kind: 'store', date: '2026-04-09', from_phase: 'tmp_storage', to_phase: 'storage', kg: 200 })).toBe(
      '批次 B20260301-01 在「暂存」只有 100 kg，不能转存 200 kg',
    );
    expect(refusal(done, { kind: 'store', date: '2026-04-09', from_phase: 'pick', to_phase: 'storage', kg: 1 })).toBe('「采收」之后只能转到「暂存」');
  });

  it('sows straight into growing dishes when the spec has no seedling phases', () => {
    const s = run([{ kind: 'sow', date: '2026-03-01', to: { phase: 'grow', area_id: 2 }, dishes: 5, plants: 1000 }], MICROGREENS);
    expect(s.dishes.growing.sown).toBe(5);
    expect(refusal(s, { kind: 'pick', date: '2026-03-11', from: { phase: 'grow', area_id: 2 }, dishes: 5, plants: 1000, kg: 3.2 }, MICROGREENS)).toBeNull();
  });
});

describe('refusals name the limit', () => {
  const s = run(sown);
  const from = { phase: 'grow_seedling' as const, area_id: 1 };

  it('more dishes or plants than the batch has there', () => {
    expect(refusal(s, { kind: 'move', date: '2026-03-12', from, to: { phase: 'grow_seedling', area_id: 2 }, dishes: 20, plants: 2000 })).toBe(
      '批次 B20260301-01 在 育苗室（育苗阶段）只有 10 盘，不能移动 20 盘',
    );
    expect(refusal(s, { kind: 'loss', date: '2026-03-12', from, dishes: 0, plants: 1151 })).toBe(
      '批次 B20260301-01 在 育苗室（育苗阶段）只有 1150 株，不能报损 1151 株',
    );
    expect(refusal(s, { kind: 'loss', date: '2026-03-12', from: { phase: 'sprouting', area_id: 1 }, dishes: 1, plants: 0 })).toBe(
      '批次 B20260301-01 在 育苗室（催芽阶段）只有 0 盘，不能报损 1 盘',
    );
  });

  it('all dishes without all their plants, or more plants left than the remaining dishes hold', () => {
    expect(refusal(s, { kind: 'loss', date: '2026-03-12', from, dishes: 10, plants: 100 })).toBe(
      '批次 B20260301-01 在 育苗室（育苗阶段）的 10 盘全部报损时，盘上的 1150 株也须全部报损',
    );
    expect(refusal(s, { kind: 'move', date: '2026-03-12', from, to: { phase: 'grow_seedling', area_id: 2 }, dishes: 5, plants: 10 })).toBe(
      '批次 B20260301-01 在 育苗室（育苗阶段）剩下的 5 盘最多放 600 株，移动 10 株后还剩 1140 株，请多移动一些株数',
    );
  });

  it('steps the phase template does not allow', () => {
    expect(refusal(s, { kind: 'move', date: '2026-03-12', from, to: { phase: 'grow', area_id: 2 }, dishes: 1, plants: 24 })).toBe(
      '「育苗」到「生长」要换盘，请用移栽',
    );
    expect(refusal(s, { kind: 'pick', date: '2026-03-12', from, dishes: 1, plants: 100, kg: 1 })).toBe(
      '「育苗」阶段之后只能在「育苗」阶段换区域或移栽到「生长」，不能采收到「采收」',
    );
    expect(refusal(s, { kind: 'move', date: '2026-03-12', from, to: { phase: 'sprouting', area_id: 1 }, dishes: 1, plants: 100 })).toBe(
      '「育苗」阶段之后只能在「育苗」阶段换区域或移栽到「生长」，不能移动到「催芽」',
    );
    expect(refusal(s, { kind: 'move', date: '2026-03-12', from, to: from, dishes: 1, plants: 100 })).toBe('起止位置相同（育苗室（育苗阶段）），不需要移动');
  });

  it('a transplant that would crowd the growing dishes', () => {
    expect(refusal(s, { kind: 'transplant', date: '2026-03-15', from, to: { phase: 'grow', area_id: 2 }, dishes: 10, plants: 1150, dishes_to: 40 })).toBe(
      '1150 株苗至少要 48 个栽培盘（每盘 24 株）',
    );
  });

  it('dates before the sowing or before the last record', () => {
    expect(refusal(s, { kind: 'loss', date: '2026-03-09', from, dishes: 0, plants: 1 })).toBe(
      '日期 2026-03-09 早于批次 B20260301-01 最近一次记录的日期 2026-03-10，请按时间顺序记录',
    );
    const one = run(sown.slice(0, 1));
    expect(refusal(one, { kind: 'sow', date: '2026-02-28', to: { phase: 'sprouting', area_id: 2 }, dishes: 1, plants: 1 })).toBe(
      '日期 2026-02-28 早于批次 B20260301-01 的播种日期 2026-03-01',
    );
  });

  it('more sowing only on the sowing day, before anything else', () => {
    const one = run(sown.slice(0, 1));
    expect(refusal(one, { kind: 'sow', date: '2026-03-01', to: { phase: 'sprouting', area_id: 2 }, dishes: 5, plants: 600 })).toBeNull();
    expect(refusal(s, { kind: 'sow', date: '2026-03-10', to: { phase: 'sprouting', area_id: 2 }, dishes: 5, plants: 600 })).toBe(
      '批次 B20260301-01 已经播种，补播只能在播种当天（2026-03-01）、其他操作之前记录',
    );
    expect(refusal(emptyBatchState(), { kind: 'loss', date: '2026-03-01', from, dishes: 1, plants: 0 })).toBe('批次 B20260301-01 还没有播种，不能损耗');
    expect(refusal(emptyBatchState(), { kind: 'sow', date: '2026-03-01', to: { phase: 'sprouting', area_id: 1 }, dishes: 2, plants: 241 })).toBe(
      '2 盘播种株数须在 1–240 之间',
    );
  });

  it('never changes the state it was given', () => {
    const before = structuredClone(s);
    applyEvent(LETTUCE, s, { kind: 'move', date: '2026-03-12', from, to: { phase: 'grow_seedling', area_id: 2 }, dishes: 4, plants: 460 }, NAMES);
    expect(s).toEqual(before);
  });
});
