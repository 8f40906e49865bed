/**
 * Dish positions of an area: racks × layers × positions per layer. On no day may the dishes standing in an
 * area exceed them. Occupancy is counted at the end of each day (moves within a day can be sequenced), from
 * today's count back through the changes recorded after a day — so a back-dated move is checked against
 * every day from its date to today, not only today.
 */
import type { BatchEvent } from './batch-replay.js';
import { addDays } from './plant-day.js';

export type AreaGrid = { racks: number; layers: number; positions_per_layer: number };
export const areaCapacity = (g: AreaGrid) => g.racks * g.layers * g.positions_per_layer;
/** Bounds of each grid number (a rack of 50 layers does not exist; 1000 racks × 50 × 200 stays inside int4). */
export const AREA_GRID_MAX = { racks: 1000, layers: 50, positions_per_layer: 200 } as const;

export type AreaChange = { area_id: number; delta: number };
/** How many dishes an event adds to (+) or takes from (−) each area it touches, netted per area. */
export function areaChanges(ev: BatchEvent): AreaChange[] {
  const m = new Map<number, number>();
  const put = (area: number, d: number) => m.set(area, (m.get(area) ?? 0) + d);
  switch (ev.kind) {
    case 'sow':
      put(ev.to.area_id, ev.dishes);
      break;
    case 'move':
      put(ev.from.area_id, -ev.dishes);
      put(ev.to.area_id, ev.dishes);
      break;
    case 'transplant':
      put(ev.from.area_id, -ev.dishes);
      put(ev.to.area_id, ev.dishes_to);
      break;
    case 'loss':
    case 'pick':
      put(ev.from.area_id, -ev.dishes);
      break;
    case 'store':
    case 'protect':
      break;
  }
  return [...m].filter(([, d]) => d !== 0).map(([area_id, delta]) => ({ area_id, delta }));
}

export type DatedChange = { date: string; delta: number };

/** End-of-day dishes on each day `from`…`to`, from the count now and the changes dated after `from`. */
export function occupancyByDay(current: number, later: readonly DatedChange[], from: string, to: string): { date: string; dishes: number }[] {
  const out: { date: string; dishes: number }[] = [];
  const sorted = [...later].filter((c) => c.date > from).sort((a, b) => (a.date < b.date ? 1 : -1));
  let occ = current;
  let i = 0;
  for (let day = to; day >= from; day = addDays(day, -1)) {
    // Changes dated after `day` were not there yet at its end.
    while (i < sorted.length && sorted[i]!.date > day) occ -= sorted[i++]!.delta;
    out.push({ date: day, dishes: occ });
  }
  return out.reverse();
}

export type CapacityInput = {
  name: string;
  capacity: number;
  /** Dishes in the area now (every recorded event included). */
  current: number;
  /** Changes to this area recorded with a date after `date`. */
  later: readonly DatedChange[];
  /** The day the new dishes arrive; they stay until today. */
  date: string;
  today: string;
  add: number;
};

/** Null when `add` more dishes fit on every day from `date` to today; else the refusal naming the free positions. */
export function checkAreaCapacity(o: CapacityInput): string | null {
  if (o.add <= 0) return null;
  if (o.capacity <= 0) return `${o.name} 还没有设置盘位容量（架数 × 层数 × 每层盘位），不能放入批次`;
  let worst: { date: string; dishes: number } | null = null;
  for (const d of occupancyByDay(o.current, o.later, o.date, o.today)) if (worst === null || d.dishes > worst.dishes) worst = d;
  if (worst === null || worst.dishes + o.add <= o.capacity) return null;
  const free = Math.max(0, o.capacity - worst.dishes);
  const when = worst.date === o.today ? '现在' : `在 ${worst.date} `;
  return `${o.name} ${when}已有 ${worst.dishes} 盘（共 ${o.capacity} 个盘位），只剩 ${free} 个空位，不能放入 ${o.add} 盘`;
}
