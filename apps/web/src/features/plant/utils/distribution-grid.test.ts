import { describe, expect, it } from 'vitest';
import { layoutArea, occupancyPct } from './distribution-grid';

describe('distribution map layout', () => {
  it('fills rack 1 layer by layer, then rack 2, batches in order of arrival, the rest free', () => {
    const l = layoutArea({ racks: 2, layers: 2, positions_per_layer: 5, segments: [{ dishes: 7 }, { dishes: 4 }] });
    expect(l.capacity).toBe(20);
    expect(l.racks[0]!.layers).toEqual([
      { layer: 1, runs: [{ seg: 0, count: 5 }] },
      {
        layer: 2,
        runs: [
          { seg: 0, count: 2 },
          { seg: 1, count: 3 },
        ],
      },
    ]);
    expect(l.racks[1]!.layers).toEqual([
      {
        layer: 1,
        runs: [
          { seg: 1, count: 1 },
          { seg: null, count: 4 },
        ],
      },
      { layer: 2, runs: [{ seg: null, count: 5 }] },
    ]);
    expect([l.used, l.free, l.overflow]).toEqual([11, 9, 0]);
  });
  it('skips empty segments and counts dishes beyond the positions as overflow', () => {
    const l = layoutArea({ racks: 1, layers: 1, positions_per_layer: 4, segments: [{ dishes: 0 }, { dishes: 6 }] });
    expect(l.racks[0]!.layers[0]!.runs).toEqual([{ seg: 1, count: 4 }]);
    expect([l.used, l.free, l.overflow]).toEqual([4, 0, 2]);
  });
  it('draws nothing for an area without a grid', () => {
    const l = layoutArea({ racks: 0, layers: 0, positions_per_layer: 0, segments: [] });
    expect(l.racks).toEqual([]);
    expect(l.capacity).toBe(0);
    expect(occupancyPct(0, 0)).toBe(0);
    expect(occupancyPct(137, 240)).toBe(57);
  });
});
