import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

/** What the machines use of other modules. */
export type MesEquipDeps = Record<never, never>;

/**
 * What a work order asks of its machine: start it (state run, the gateway's `run` switch opened), stop it, and the
 * dishes it counted meanwhile.
 */
export interface MesEquipDriver {
  start(fid: number, eqId: number, woId: number, at: Date): Promise<void>;
  /** Stops the machine (state idle) and answers the dishes it counted since `start`. */
  stop(fid: number, eqId: number, woId: number, at: Date): Promise<number>;
}

export function createMesEquipServices(_db: Db, _clock: Clock, _deps: MesEquipDeps) {
  const driver: MesEquipDriver = {
    start: async () => {},
    stop: async () => 0,
  };
  return { driver };
}
export type MesEquipServices = ReturnType<typeof createMesEquipServices>;
