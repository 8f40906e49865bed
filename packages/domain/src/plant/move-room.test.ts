import { describe, expect, it } from 'vitest';
import { moveRoomBlock, type AreaRoom } from './move-room.js';

const room = (name: string, capacity: number, dishes: number, leaving: AreaRoom['leaving'] = []): AreaRoom => ({ name, capacity, dishes, leaving });

describe('moveRoomBlock: a due move into a full kind of area', () => {
  it('is not blocked when one area of the kind has room for all the dishes', () => {
    expect(moveRoomBlock('grow', 10, [room('栽培一区', 100, 95), room('栽培二区', 40, 30)], '2026-12-01')).toBeNull();
  });

  it('names the kind, the need, the best area and the first day an area is planned to have room', () => {
    const areas = [
      room('栽培一区', 100, 96, [
        { date: '2026-12-05', dishes: 20 },
        { date: '2026-12-03', dishes: 3 },
      ]),
      room('栽培二区', 40, 38, [{ date: '2026-12-03', dishes: 10 }]),
    ];
    expect(moveRoomBlock('grow', 10, areas, '2026-12-01')).toEqual({ reason: '栽培区已满：需 10 盘，空位最多 4 盘（栽培一区）', until: '2026-12-03' });
  });

  it('needs one area with room: free positions spread over areas do not add up', () => {
    const areas = [room('栽培一区', 10, 4, [{ date: '2026-12-04', dishes: 4 }]), room('栽培二区', 10, 4)];
    expect(moveRoomBlock('grow', 8, areas, '2026-12-01')?.until).toBe('2026-12-04');
  });

  it('says 待腾出空位 with no date when nothing standing there is planned to leave in time', () => {
    const areas = [room('育苗一区', 50, 50, [{ date: '2026-11-30', dishes: 50 }])];
    expect(moveRoomBlock('seedling', 5, areas, '2026-12-01')).toEqual({ reason: '育苗区已满：需 5 盘，空位最多 0 盘（育苗一区），待腾出空位', until: null });
    expect(moveRoomBlock('grow', 5, [], '2026-12-01')).toEqual({ reason: '没有可用的栽培区', until: null });
  });
});
