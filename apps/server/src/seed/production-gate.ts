import {
  applyEvent,
  areaChanges,
  checkAreaCapacity,
  checkEventPolicy,
  emptyBatchState,
  type AreaKind,
  type BatchEvent,
  type BatchState,
  type LossReason,
  type SpecRules,
} from '@pfs/domain/plant';
import { type GradeRule } from '@pfs/domain/plant-spec';

/**
 * Every event of the demo year passes the checks the batch service runs on a user's: `checkEventPolicy` (today,
 * area kind, safety interval), `applyEvent` (the batch's own log) and `checkAreaCapacity` for each area that gains
 * dishes, against the occupancy the accepted events so far give. Events are generated in date order, so no
 * accepted change is dated after a new one and the occupancy now is every day's from the event's date to today.
 */

export type DemoArea = { area_id: number; name: string; kind: AreaKind; capacity: number };

/** An event with what its own rows carry: a loss's reason, a pick's grades, a protection's number, the remark. */
export type GenEvent = { ev: BatchEvent; remark: string; loss?: LossReason; grades?: { grade: string; kg: number }[]; prot?: number };

export type SpecVersionRules = SpecRules & { seed_per_dish: number; yield_kg_per_dish: number; grades: GradeRule[] };

export type GenBatch = {
  /** Local number 1, 2, … (the writer maps it to the batch id). */
  batch: number;
  batch_no: string;
  spec: string;
  ver: number;
  rules: SpecVersionRules;
  sow_date: string;
  events: GenEvent[];
  state: BatchState;
  deleted: { date: string; reason: string } | null;
};

export class EventGate {
  /** Dishes standing in each area after the events accepted so far. */
  readonly occupancy = new Map<number, number>();
  private readonly byId: Map<number, DemoArea>;

  constructor(
    areas: readonly DemoArea[],
    readonly today: string,
  ) {
    this.byId = new Map(areas.map((a) => [a.area_id, a]));
  }

  area(id: number): DemoArea {
    const a = this.byId.get(id);
    if (!a) throw new Error(`demo area ${id} unknown`);
    return a;
  }

  free(areaId: number): number {
    return this.area(areaId).capacity - (this.occupancy.get(areaId) ?? 0);
  }

  /** Records the event, or answers why the world refuses it (full area, safety interval); a broken batch rule throws. */
  accept(b: GenBatch, e: GenEvent): string | null {
    const names = { batchNo: b.batch_no, areaName: (id: number) => this.area(id).name };
    const policy = checkEventPolicy({
      spec: b.rules,
      state: b.state,
      ev: e.ev,
      today: this.today,
      area: (id) => {
        const a = this.byId.get(id);
        return a && { area_id: a.area_id, name: a.name, kind: a.kind, enabled: true };
      },
      batchNo: b.batch_no,
    });
    if (policy) return policy;
    const applied = applyEvent(b.rules, b.state, e.ev, names);
    if (!applied.ok) throw new Error(`demo batch ${b.batch_no}: ${applied.msg}`);
    const changes = areaChanges(e.ev);
    for (const c of changes) {
      const a = this.area(c.area_id);
      const full = checkAreaCapacity({
        name: a.name,
        capacity: a.capacity,
        current: this.occupancy.get(a.area_id) ?? 0,
        later: [],
        date: e.ev.date,
        today: this.today,
        add: c.delta,
      });
      if (full) return full;
    }
    for (const c of changes) this.occupancy.set(c.area_id, (this.occupancy.get(c.area_id) ?? 0) + c.delta);
    b.state = applied.state;
    b.events.push(e);
    return null;
  }

  /** Like `accept`, for events that cannot be refused by the world here; a refusal is a generator bug. */
  must(b: GenBatch, e: GenEvent): void {
    const refused = this.accept(b, e);
    if (refused) throw new Error(`demo batch ${b.batch_no}: ${refused}`);
  }

  /** A deleted batch leaves every area (the service clears its places and occupancy skips it). */
  release(b: GenBatch): void {
    for (const p of b.state.places) this.occupancy.set(p.area_id, (this.occupancy.get(p.area_id) ?? 0) - p.dishes);
  }
}

export const newBatch = (batch: number, batch_no: string, spec: string, ver: number, rules: SpecVersionRules, sow_date: string): GenBatch => ({
  batch,
  batch_no,
  spec,
  ver,
  rules,
  sow_date,
  events: [],
  state: emptyBatchState(),
  deleted: null,
});
