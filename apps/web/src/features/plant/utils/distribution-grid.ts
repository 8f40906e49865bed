/**
 * The distribution map lays an area's batches over its racks in order of arrival (positions are not tracked one
 * by one): rack 1 layer 1 fills first, then its layer 2, …, then rack 2. Each layer becomes runs of positions held
 * by one batch segment (or free), so a layer of 200 positions draws as a few bars instead of 200 cells.
 */
export type GridArea = { racks: number; layers: number; positions_per_layer: number; segments: readonly { dishes: number }[] };
/** `seg`: index into the area's segments, or null for free positions. */
export type Run = { seg: number | null; count: number };
export type RackLayout = { rack: number; layers: { layer: number; runs: Run[] }[] };
export type AreaLayout = { racks: RackLayout[]; capacity: number; used: number; free: number; overflow: number };

export function layoutArea(a: GridArea): AreaLayout {
  const perLayer = Math.max(0, a.positions_per_layer);
  const capacity = Math.max(0, a.racks) * Math.max(0, a.layers) * perLayer;
  // Remaining dishes of each segment, consumed in order.
  const queue = a.segments.map((s, i) => ({ seg: i, left: Math.max(0, s.dishes) }));
  let q = 0;
  const take = (room: number): Run[] => {
    const runs: Run[] = [];
    while (room > 0 && q < queue.length) {
      const cur = queue[q]!;
      if (cur.left === 0) {
        q++;
        continue;
      }
      const n = Math.min(room, cur.left);
      runs.push({ seg: cur.seg, count: n });
      cur.left -= n;
      room -= n;
    }
    if (room > 0) runs.push({ seg: null, count: room });
    return runs;
  };
  const racks: RackLayout[] = [];
  for (let r = 1; r <= a.racks && perLayer > 0; r++) {
    const layers = [];
    for (let l = 1; l <= a.layers; l++) layers.push({ layer: l, runs: take(perLayer) });
    racks.push({ rack: r, layers });
  }
  const total = a.segments.reduce((s, x) => s + Math.max(0, x.dishes), 0);
  const used = Math.min(total, capacity);
  return { racks, capacity, used, free: capacity - used, overflow: total - used };
}

/** Occupancy as a percentage of the positions (0 for an area without a grid). */
export const occupancyPct = (used: number, capacity: number) => (capacity > 0 ? Math.round((used / capacity) * 100) : 0);
