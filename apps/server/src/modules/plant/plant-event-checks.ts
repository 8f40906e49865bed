import { areaChanges, checkAreaCapacity, type BatchEvent } from '@pfs/domain/plant';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { AreaRow, PlantRepository, Tx } from './plant.repository.js';

/** Checks of a batch event against the factory's areas, shared by sowing and every later event. */

export const areaInfo = (a: AreaRow | undefined) => (a ? { area_id: a.areaId, name: a.name, kind: a.kind, enabled: a.enabled } : undefined);

export function checkAreasKnown(areas: Map<number, AreaRow>, ev: BatchEvent) {
  const ids = [('from' in ev ? ev.from.area_id : null), ('to' in ev ? ev.to.area_id : null)].filter((id): id is number => id !== null);
  const missing = ids.find((id) => !areas.has(id));
  if (missing !== undefined) throw notFound(`区域 ${missing} 不存在`);
}

/** Locks the areas the events put dishes into, then checks each from the events' day to today. */
export function checkCapacity(repo: PlantRepository, tx: Tx, fid: number, areas: Map<number, AreaRow>, today: string, events: readonly BatchEvent[]) {
  return checkCapacityOf(
    repo,
    tx,
    fid,
    areas,
    today,
    events.flatMap((ev) => areaChanges(ev).map((ch) => ({ ...ch, date: ev.date }))),
  );
}

/**
 * The same for dishes added to areas from a day on (a voided loss or move puts its dishes back where they were
 * from the record's day), each area checked from the earliest day it gains dishes.
 */
export async function checkCapacityOf(
  repo: PlantRepository,
  tx: Tx,
  fid: number,
  areas: Map<number, AreaRow>,
  today: string,
  changes: readonly { area_id: number; delta: number; date: string }[],
) {
  const adds = new Map<number, { date: string; add: number }>();
  for (const ch of changes) {
    const cur = adds.get(ch.area_id);
    adds.set(ch.area_id, { date: cur && cur.date < ch.date ? cur.date : ch.date, add: (cur?.add ?? 0) + ch.delta });
  }
  const into = [...adds].filter(([, a]) => a.add > 0);
  await repo.lockAreas(
    tx,
    into.map(([id]) => id),
  );
  for (const [areaId, a] of into) {
    const area = areas.get(areaId)!;
    const occ = await repo.occupancy(tx, fid, areaId, a.date);
    const refused = checkAreaCapacity({ name: area.name, capacity: area.capacity, current: occ.current, later: occ.later, date: a.date, today, add: a.add });
    if (refused) throw badRequest(refused);
  }
}
