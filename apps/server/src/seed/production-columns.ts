import type { BatchEvent } from '@pfs/domain/plant';

/**
 * The columns of a `plant_batch_events` row for a domain event — the shape the batch service writes and reads
 * back into the same event when it replays a batch (from/to phase and area, dishes, growing dishes filled, plants,
 * kg). A protect event carries only its date; its pesticide and safe day come from the protection it names.
 */
type Place = Extract<BatchEvent, { kind: 'move' }>['from'];
const fromTo = (from: Place, to: Place) => ({ fromPhase: from.phase, fromAreaId: from.area_id, toPhase: to.phase, toAreaId: to.area_id });

export function eventColumnsOf(ev: BatchEvent) {
  const none = { fromPhase: null, fromAreaId: null, toPhase: null, toAreaId: null, dishes: 0, dishesTo: null, plants: 0, kg: null };
  const base = { ...none, kind: ev.kind, date: ev.date };
  switch (ev.kind) {
    case 'sow':
      return { ...base, toPhase: ev.to.phase, toAreaId: ev.to.area_id, dishes: ev.dishes, plants: ev.plants };
    case 'move':
      return { ...base, ...fromTo(ev.from, ev.to), dishes: ev.dishes, plants: ev.plants };
    case 'transplant':
      return { ...base, ...fromTo(ev.from, ev.to), dishes: ev.dishes, dishesTo: ev.dishes_to, plants: ev.plants };
    case 'loss':
      return { ...base, fromPhase: ev.from.phase, fromAreaId: ev.from.area_id, dishes: ev.dishes, plants: ev.plants };
    case 'pick':
      return { ...base, fromPhase: ev.from.phase, fromAreaId: ev.from.area_id, toPhase: 'pick' as const, dishes: ev.dishes, plants: ev.plants, kg: ev.kg };
    case 'store':
      return { ...base, fromPhase: ev.from_phase, toPhase: ev.to_phase, kg: ev.kg };
    case 'protect':
      return base;
  }
}
