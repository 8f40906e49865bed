import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createMesEquipServices, type MesEquipDeps } from './mes-equip.services.js';
import { createMesWoServices, type MesWoDeps } from './mes-wo.services.js';

/** What production control uses of other modules, handed in by services.ts. */
export type MesDeps = MesEquipDeps & Omit<MesWoDeps, 'weekOee'>;

/** Production control: the machines (state spans, faults, maintenance, OEE) and the work orders that drive them. */
export function createMesServices(db: Db, clock: Clock, deps: MesDeps) {
  const equip = createMesEquipServices(db, clock, deps);
  // A work order starts and stops its machine and counts on it; the machines know nothing of work orders.
  const wo = createMesWoServices(db, clock, { ...deps, weekOee: (fid) => equip.live.weekOee(fid) }, equip.driver);
  return { equip, wo };
}
export type MesServices = ReturnType<typeof createMesServices>;
