import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '@pfs/domain/plant';
import { batchActions, canPickFrom, moveTargets, storeChoices, transplantTarget } from './batch-steps';

const plan = (['sprouting', 'grow_seedling', 'grow', 'pick', 'tmp_storage', 'storage'] as const).map((phase) => ({
  phase,
  area_kind: phase === 'grow' ? ('grow' as const) : ('seedling' as const),
  dish_type: phase === 'grow' ? ('growing' as const) : null,
  plants_per_dish: phase === 'grow' ? 24 : null,
  planned_start: '2026-03-01',
  planned_end: '2026-03-02',
  planned_days: 1,
  actual_start: null,
  actual_end: null,
  actual_days: null,
}));
const place = (phase: 'sprouting' | 'grow_seedling' | 'grow', dishes = 10) => ({
  phase,
  area_id: 1,
  area_name: '育苗室',
  dishes,
  plants: dishes * 100,
  since: '2026-03-01',
  days_in: 1,
  planned_days: 2,
  late_days: 0,
});
const detail = (status: 'active' | 'closed' | 'del', places: ReturnType<typeof place>[], kg = { pick: 0, tmp_storage: 0, storage: 0 }, safe_from: string | null = null) =>
  ({ batch: { status, safe_from } as BatchDetail['batch'], plan, places, harvest: { kg_by_phase: kg } as BatchDetail['harvest'] }) as Pick<
    BatchDetail,
    'batch' | 'plan' | 'places' | 'harvest'
  >;

describe('what a batch allows from where it stands', () => {
  it('moves within a phase or on with the same dish, transplants into growing dishes, picks only from the last growing phase', () => {
    expect(moveTargets(plan, 'sprouting')).toEqual(['sprouting', 'grow_seedling']);
    expect(moveTargets(plan, 'grow_seedling')).toEqual(['grow_seedling']);
    expect(transplantTarget(plan, 'grow_seedling')).toBe('grow');
    expect(transplantTarget(plan, 'sprouting')).toBeNull();
    expect(canPickFrom(plan, 'grow')).toBe(true);
    expect(canPickFrom(plan, 'grow_seedling')).toBe(false);
  });
  it('offers each action only from the places it may start from, saying why not otherwise', () => {
    const a = batchActions(detail('active', [place('grow_seedling'), place('grow')]));
    expect(a.transplant.places.map((p) => p.phase)).toEqual(['grow_seedling']);
    expect(a.pick.places.map((p) => p.phase)).toEqual(['grow']);
    expect(a.loss.places).toHaveLength(2);
    expect(a.store).toMatchObject({ enabled: false, why: '没有待转存的采收重量' });
    const seedlings = batchActions(detail('active', [place('sprouting')]));
    expect(seedlings.pick).toMatchObject({ enabled: false, why: '还没有进入最后的生长阶段，不能采收' });
  });
  it('a closed batch only hands its harvest on; a deleted one allows nothing', () => {
    const closed = batchActions(detail('closed', [], { pick: 12.5, tmp_storage: 0, storage: 0 }));
    expect(closed.move).toMatchObject({ enabled: false, why: '批次已结束，没有在产的盘' });
    expect(closed.store.enabled).toBe(true);
    expect(storeChoices(plan, { pick: 12.5, tmp_storage: 3, storage: 0 })).toEqual([
      { from: 'pick', to: 'tmp_storage', kg: 12.5 },
      { from: 'tmp_storage', to: 'storage', kg: 3 },
    ]);
    const deleted = batchActions(detail('del', [], { pick: 12.5, tmp_storage: 0, storage: 0 }));
    expect(Object.values(deleted).every((x) => !x.enabled)).toBe(true);
  });

  it('disables 采收 inside a safety interval, saying from when it is allowed', () => {
    const a = batchActions(detail('active', [place('grow')], undefined, '2026-12-02'));
    expect(a.pick).toEqual({ enabled: false, why: '安全间隔期内，2026-12-02 起才能采收', places: [] });
    expect(a.move.enabled || a.loss.enabled).toBe(true);
  });

  it('disables 移栽 while no grow room has room for the dishes, saying why and from when', () => {
    const reason = '栽培区已满：需 20 盘，空位最多 10 盘（栽培一区）';
    const full = { ...detail('active', [place('grow_seedling')]), next_block: { kind: 'transplant' as const, reason, until: '2026-12-03' } };
    expect(batchActions(full).transplant).toEqual({ enabled: false, why: `${reason}，2026-12-03 起才能移栽`, places: [] });
    expect(batchActions(full).loss.enabled).toBe(true);
    const unknown = { ...full, next_block: { kind: 'transplant' as const, reason: `${reason}，待腾出空位`, until: null } };
    expect(batchActions(unknown).transplant.why).toBe(`${reason}，待腾出空位`);
    expect(batchActions({ ...full, next_block: null }).transplant.enabled).toBe(true);
  });
});
