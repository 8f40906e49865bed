import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { MesEquipDriver } from './mes-equip.services.js';

/** What the work orders use of other modules. */
export type MesWoDeps = Record<never, never>;

export function createMesWoServices(_db: Db, _clock: Clock, _deps: MesWoDeps, _driver: MesEquipDriver) {
  return {};
}
export type MesWoServices = ReturnType<typeof createMesWoServices>;
