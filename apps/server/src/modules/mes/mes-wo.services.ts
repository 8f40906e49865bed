import type { Oee } from '@pfs/domain/mes';
import type { DueMoveItem } from '@pfs/domain/plant';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PlantProtectionService, PlantService } from '../plant/index.js';
import type { SyslogService } from '../syslog/index.js';
import { MesBoardService } from './mes-board.service.js';
import { MesGenService } from './mes-gen.service.js';
import { MesLabourService } from './mes-labour.service.js';
import { MesWoFinish } from './mes-wo-finish.js';
import { MesWoRepository } from './mes-wo.repository.js';
import { MesWoService } from './mes-wo.service.js';

/** A planned batch of an order, still to be sown (sales_plan_batches). */
export type PlannedSowing = { planId: number; specId: number; sowDate: string; places: { phase: string; area_id: number; dishes: number }[] };

/** What the work orders use of other modules. */
export type MesWoDeps = {
  /** Sowing, moves, transplants and harvests: completing an order records its event through them. */
  plants: Pick<PlantService, 'create' | 'move' | 'transplant' | 'harvest'>;
  protections: Pick<PlantProtectionService, 'create'>;
  /** 种植总览's due moves, transplants and harvests by a day (late ones included). */
  dueMoves: (fid: number, day: string) => Promise<DueMoveItem[]>;
  /** The orders' planned batches to sow by a day. */
  plannedSowings: (fid: number, until: string) => Promise<PlannedSowing[]>;
  /** Marks a planned batch sown as the batch, in the sowing's transaction; false when it was sown or released meanwhile. */
  planSown: (tx: Tx, fid: number, planId: number, batchId: number) => Promise<boolean>;
  /** The member's permission codes in the factory (can_plan, can_work). */
  codesOf: (uid: number, fid: number) => Promise<string[] | null>;
  syslog: SyslogService;
  /** This week's OEE of the factory's machines (the home card shows the machines' figure beside the orders'). */
  weekOee: (fid: number) => Promise<Oee>;
};

/**
 * What a work order asks of its machine. Structural, so the machines' driver fits as it grows: start in the
 * order's transaction; stop answers the dishes the machine counted (or `handCount` without a live counter).
 */
export interface WoMachine {
  start(fid: number, eqId: number, woId: number, at: Date, tx?: Tx): Promise<void>;
  stop(fid: number, eqId: number, woId: number, at: Date, handCount: number, tx?: Tx): Promise<number>;
}

export function createMesWoServices(db: Db, clock: Clock, deps: MesWoDeps, driver: WoMachine) {
  const repo = new MesWoRepository(db);
  const orders = new MesWoService(repo, clock, deps, driver);
  const finish = new MesWoFinish(repo, clock, deps, driver, orders);
  const gen = new MesGenService(repo, clock, deps, orders);
  const board = new MesBoardService(repo, clock);
  const labour = new MesLabourService(repo, clock);
  return { orders, finish, gen, board, labour };
}
export type MesWoServices = ReturnType<typeof createMesWoServices>;
