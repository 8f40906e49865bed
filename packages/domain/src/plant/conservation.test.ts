import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEvent, emptyBatchState, inProcess, replayBatch, type BatchEvent } from './batch-replay.js';
import { conservationProblems, dishesForPlants, plantsOnDishes } from './conservation.js';
import { LETTUCE, MICROGREENS, NAMES, intentArb, toEvent } from './plant.fixture.js';

const specArb = fc.constantFrom(LETTUCE, MICROGREENS);

describe('conservation (property)', () => {
  it('after any sequence of events: plants sown = in process + lost + harvested, dishes and kg balance, no place overfull', () => {
    fc.assert(
      fc.property(specArb, fc.array(intentArb, { minLength: 1, maxLength: 60 }), (spec, intents) => {
        let s = emptyBatchState();
        const accepted: BatchEvent[] = [];
        for (const i of intents) {
          const ev = toEvent(spec, s, i);
          const before = structuredClone(s);
          const r = applyEvent(spec, s, ev, NAMES);
          expect(s).toEqual(before);
          if (!r.ok) {
            expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
            continue;
          }
          s = r.state;
          accepted.push(ev);
          expect(conservationProblems(spec, s)).toEqual([]);
          const now = inProcess(s);
          expect(s.plants.sown).toBe(now.plants + s.plants.lost + s.plants.harvested);
          expect(s.closed_on !== null).toBe(s.sow_ct > 0 && now.dishes === 0 && now.plants === 0 && s.event_ct > s.sow_ct);
        }
        // The log alone gives the same state: replay is the truth, the projection only a cache of it.
        const replayed = replayBatch(spec, accepted, NAMES);
        expect(replayed.ok && replayed.state).toEqual(s);
      }),
      { numRuns: 400 },
    );
  });

  it('the default plant and dish counts for any number of dishes are always accepted (moves and transplants never get stuck)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (dishes, lossPlants, k, t) => {
        const lossN = Math.min(lossPlants, dishes * 120 - 1);
        const events: BatchEvent[] = [{ kind: 'sow', date: '2026-03-01', to: { phase: 'sprouting', area_id: 1 }, dishes, plants: dishes * 120 }];
        if (lossN > 0) events.push({ kind: 'loss', date: '2026-03-02', from: { phase: 'sprouting', area_id: 1 }, dishes: 0, plants: lossN });
        let s = replayBatch(LETTUCE, events, NAMES);
        if (!s.ok) throw new Error(s.msg);
        const sprouting = s.state.places[0]!;
        const n = Math.min(k, sprouting.dishes);
        const move = applyEvent(LETTUCE, s.state, { kind: 'move', date: '2026-03-03', from: sprouting, to: { phase: 'grow_seedling', area_id: 2 }, dishes: n, plants: plantsOnDishes(LETTUCE, sprouting, n) }, NAMES);
        if (!move.ok) throw new Error(move.msg);
        s = move;
        const seedling = s.state.places.find((p) => p.phase === 'grow_seedling')!;
        const m = Math.min(t, seedling.dishes);
        const plants = plantsOnDishes(LETTUCE, seedling, m);
        const tr = applyEvent(LETTUCE, s.state, { kind: 'transplant', date: '2026-03-04', from: seedling, to: { phase: 'grow', area_id: 3 }, dishes: m, plants, dishes_to: dishesForPlants(plants, 24) }, NAMES);
        // A transplant needs plants on the dishes; with plants it always fits the default number of growing dishes.
        expect(tr.ok).toBe(plants > 0);
      }),
    );
  });
});
