import { describe, expect, it } from 'vitest';
import { replayBatch, type BatchEvent } from './batch-replay.js';
import { daysInPhase, dueMoves, plannedPickDay, plannedSchedule } from './phase-plan.js';
import { LETTUCE, NAMES } from './plant.fixture.js';

const events: BatchEvent[] = [
  { kind: 'sow', date: '2026-03-01', to: { phase: 'sprouting', area_id: 1 }, dishes: 4, plants: 480 },
  { kind: 'move', date: '2026-03-03', from: { phase: 'sprouting', area_id: 1 }, to: { phase: 'grow_seedling', area_id: 1 }, dishes: 3, plants: 360 },
];
const r = replayBatch(LETTUCE, events, NAMES);
if (!r.ok) throw new Error(r.msg);

describe('plan and due moves', () => {
  it('lays the spec’s phase days end to end from the sowing day', () => {
    expect(plannedSchedule(LETTUCE, '2026-03-01').slice(0, 4)).toEqual([
      { phase: 'sprouting', start: '2026-03-01', end: '2026-03-03', days: 2 },
      { phase: 'grow_seedling', start: '2026-03-03', end: '2026-03-15', days: 12 },
      { phase: 'grow', start: '2026-03-15', end: '2026-04-05', days: 21 },
      { phase: 'pick', start: '2026-04-05', end: '2026-04-06', days: 1 },
    ]);
    expect(plannedPickDay(LETTUCE, '2026-03-01')).toBe('2026-04-05');
  });

  it('lists what is due by today with the step that follows, and how late it is', () => {
    expect(dueMoves(LETTUCE, r.state, '2026-03-02')).toEqual([]);
    // One sprouting dish was left behind on the 3rd: due since then.
    expect(dueMoves(LETTUCE, r.state, '2026-03-05')).toEqual([
      { phase: 'sprouting', area_id: 1, dishes: 1, plants: 120, since: '2026-03-01', planned_days: 2, days_in: 4, due_on: '2026-03-03', late_days: 2, next: { kind: 'move', to: 'grow_seedling' } },
    ]);
    expect(dueMoves(LETTUCE, r.state, '2026-03-15').map((d) => [d.phase, d.next.kind, d.late_days])).toEqual([
      ['sprouting', 'move', 12],
      ['grow_seedling', 'transplant', 0],
    ]);
    expect(daysInPhase(r.state, 'grow_seedling', '2026-03-10')).toBe(7);
    expect(daysInPhase(r.state, 'grow', '2026-03-10')).toBeNull();
  });
});
