import type { PlantPhase } from '@pfs/domain';
import type { BatchEvent, GrowingPhase, ProducePhase, SpecRules } from '@pfs/domain/plant';
import type { GradeRule } from '@pfs/domain/plant-spec';
import type { plantBatchEventTable } from './plant.table.js';

/**
 * How a row of `plant_batch_events` and the domain's `BatchEvent` translate into each other. The replay of a
 * stored log and a new event go through the same shapes, so what is written is exactly what is replayed.
 */

/** A spec version as the batch rules and views need it (versions never change once saved). */
export type SpecVersion = SpecRules & {
  spec_id: number;
  ver: number;
  seed_item_id: number | null;
  seed_per_dish: number;
  yield_kg_per_dish: number;
  grades: GradeRule[];
};

/** An event row with what the replay needs of its crop protection (pesticide name, first safe day). */
export type EventRow = typeof plantBatchEventTable.$inferSelect & { pesticide: string | null; protSafeFrom: string | null };

/** The columns a new event row gets from a domain event (batch, seq, operator and remark are the caller's). */
export type EventColumns = Pick<EventRow, 'kind' | 'date' | 'fromPhase' | 'fromAreaId' | 'toPhase' | 'toAreaId' | 'dishes' | 'dishesTo' | 'plants' | 'kg'>;

const none = { fromPhase: null, fromAreaId: null, toPhase: null, toAreaId: null, dishes: 0, dishesTo: null, plants: 0, kg: null };

export function eventColumns(ev: BatchEvent): EventColumns {
  const base = { ...none, kind: ev.kind, date: ev.date };
  switch (ev.kind) {
    case 'sow':
      return { ...base, toPhase: ev.to.phase, toAreaId: ev.to.area_id, dishes: ev.dishes, plants: ev.plants };
    case 'move':
      return { ...base, fromPhase: ev.from.phase, fromAreaId: ev.from.area_id, toPhase: ev.to.phase, toAreaId: ev.to.area_id, dishes: ev.dishes, plants: ev.plants };
    case 'transplant':
      return { ...base, fromPhase: ev.from.phase, fromAreaId: ev.from.area_id, toPhase: ev.to.phase, toAreaId: ev.to.area_id, dishes: ev.dishes, dishesTo: ev.dishes_to, plants: ev.plants };
    case 'loss':
      return { ...base, fromPhase: ev.from.phase, fromAreaId: ev.from.area_id, dishes: ev.dishes, plants: ev.plants };
    case 'pick':
      return { ...base, fromPhase: ev.from.phase, fromAreaId: ev.from.area_id, toPhase: 'pick', dishes: ev.dishes, plants: ev.plants, kg: ev.kg };
    case 'store':
      return { ...base, fromPhase: ev.from_phase, toPhase: ev.to_phase, kg: ev.kg };
    case 'protect':
      return base;
  }
}

const place = (phase: PlantPhase | null, areaId: number | null) => ({ phase: phase as GrowingPhase, area_id: areaId ?? 0 });

/** The domain event a stored row records. */
export function rowEvent(r: EventRow): BatchEvent {
  const from = place(r.fromPhase, r.fromAreaId);
  const to = place(r.toPhase, r.toAreaId);
  switch (r.kind) {
    case 'sow':
      return { kind: 'sow', date: r.date, to, dishes: r.dishes, plants: r.plants };
    case 'move':
      return { kind: 'move', date: r.date, from, to, dishes: r.dishes, plants: r.plants };
    case 'transplant':
      return { kind: 'transplant', date: r.date, from, to, dishes: r.dishes, plants: r.plants, dishes_to: r.dishesTo ?? 0 };
    case 'loss':
      return { kind: 'loss', date: r.date, from, dishes: r.dishes, plants: r.plants };
    case 'pick':
      return { kind: 'pick', date: r.date, from, dishes: r.dishes, plants: r.plants, kg: r.kg ?? 0 };
    case 'store':
      return { kind: 'store', date: r.date, from_phase: r.fromPhase as ProducePhase, to_phase: r.toPhase as ProducePhase, kg: r.kg ?? 0 };
    case 'protect':
      return { kind: 'protect', date: r.date, pesticide: r.pesticide ?? '农药', safe_from: r.protSafeFrom ?? r.date };
    case 'void':
      // Reads of the log for a replay leave void events out (plant.repository `events`).
      throw new Error(`event ${r.eventId}: a void event is not replayed`);
  }
}
