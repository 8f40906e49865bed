import { dishesForPlants, moveRoomBlock, type AreaKind, type AreaRoom, type RoomBlock } from '@pfs/domain/plant';
import type { PlaceListRow, StandingRow } from './plant-query.repository.js';
import type { AreaRow } from './plant.repository.js';

/**
 * The to-do's move and transplant steps the server would refuse today because no area of the next phase's kind
 * has room for the dishes: from the factory's areas and what stands in them (read once for the whole list).
 */
export function roomBlocks(areas: readonly AreaRow[], standing: readonly StandingRow[], day: string) {
  const rooms = new Map<AreaKind, AreaRoom[]>();
  const roomsOf = (kind: AreaKind) => {
    if (!rooms.has(kind)) {
      const of = (a: AreaRow): AreaRoom => {
        const here = standing.filter((s) => s.areaId === a.areaId);
        return { name: a.name, capacity: a.capacity, dishes: here.reduce((n, s) => n + s.dishes, 0), leaving: here.map((s) => ({ date: s.leaveOn, dishes: s.dishes })) };
      };
      rooms.set(kind, areas.filter((a) => a.kind === kind && a.enabled).map(of));
    }
    return rooms.get(kind)!;
  };
  const kindOf = new Map(areas.map((a) => [a.areaId, a.kind]));
  return (row: Pick<PlaceListRow, 'areaId' | 'dishes' | 'plants' | 'nextAreaKind' | 'growPerDish'>, next: 'move' | 'transplant' | 'pick' | null): RoomBlock | null => {
    // Only a step into another kind of area needs room there: a move within the same kind can stay where it is.
    if ((next !== 'move' && next !== 'transplant') || !row.nextAreaKind || row.nextAreaKind === kindOf.get(row.areaId)) return null;
    const need = next === 'transplant' ? dishesForPlants(row.plants, row.growPerDish) : row.dishes;
    return moveRoomBlock(row.nextAreaKind, need, roomsOf(row.nextAreaKind), day);
  };
}
