import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { MesEquipDriverService, type MesControl } from './mes-equip-driver.js';
import { MesEquipRepository } from './mes-equip.repository.js';
import { MesEquipService, type MesSyslog } from './mes-equip.service.js';
import { MesFaultService } from './mes-fault.service.js';
import { MesIotSync } from './mes-iot-sync.js';
import { MesLiveService } from './mes-live.service.js';
import { MesMaintService } from './mes-maint.service.js';
import { MesOeeService } from './mes-oee.service.js';

/** What the machines use of other modules. */
export type MesEquipDeps = {
  syslog: MesSyslog;
  /** The IoT control service: a machine's gateway gets its `run` switch opened and closed through it. */
  control: MesControl;
  log: { warn: (o: object, m: string) => void };
};

/**
 * What a work order asks of its machine: start it (state run, the gateway's `run` switch opened), stop it, and the
 * dishes it counted meanwhile. Both take the order's transaction when the order's change must go with them.
 */
export interface MesEquipDriver {
  /** Closes the machine's open span and runs it on the order; refused while it is broken, in maintenance or on another order. */
  start(fid: number, eqId: number, woId: number, at: Date, tx?: Tx): Promise<void>;
  /**
   * Stops the machine (state idle) and answers the dishes of the order since `start`: the counter's increase when
   * the machine has an online gateway with a counter point, else `handCount` (then kept on the run span).
   */
  stop(fid: number, eqId: number, woId: number, at: Date, handCount: number, tx?: Tx): Promise<number>;
}

export function createMesEquipServices(db: Db, clock: Clock, deps: MesEquipDeps) {
  const repo = new MesEquipRepository(db);
  const equips = new MesEquipService(db, repo, clock, deps.syslog);
  const faults = new MesFaultService(db, clock);
  const maints = new MesMaintService(db, clock);
  const oee = new MesOeeService(db, repo, clock);
  const live = new MesLiveService(db, repo, oee, clock);
  // Runs on the scheduler leader (app.ts).
  const iotSync = new MesIotSync(db, faults, clock, deps.log);
  const driver: MesEquipDriver = new MesEquipDriverService(db, iotSync, deps.control, deps.log);
  return { driver, equips, faults, maints, oee, live, iotSync };
}
export type MesEquipServices = ReturnType<typeof createMesEquipServices>;
