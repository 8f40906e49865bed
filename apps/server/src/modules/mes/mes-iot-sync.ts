import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { EQUIP_COUNT_POINT, EQUIP_RUN_POINT, EQUIP_STATE_POINT, equipStateOf } from '@pfs/domain/mes';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import { facilityModuleTable } from '../facility/index.js';
import { gatewayTable, latestValueTable, pointTable } from '../iot-store/index.js';
import type { MesFaultService } from './mes-fault.service.js';
import { addToOpenSpan, lockEquip, openSpan, switchState, type EquipRow, type Q } from './mes-span.js';
import { mesEquipTable } from './mes.table.js';

type Log = { warn: (o: object, m: string) => void };

/** How often machines with a gateway are brought up to date with their state and counter points. */
export const MES_SYNC_EVERY_MS = 30_000;
export const IOT_FAULT_REASON = '设备上报故障';
export const IOT_RECOVERED_NOTE = '设备恢复';

export type Reading = { v: number; ts: Date };
/** What a machine's gateway says now: its state and counter points' latest readings, and its run switch. */
export type MachineReadings = { online: boolean; state: Reading | null; count: Reading | null; runPointId: number | null };

export async function readingsOf(q: Q, gwId: number): Promise<MachineReadings> {
  const rows = await q
    .select({ code: pointTable.code, kind: pointTable.kind, writable: pointTable.writable, pointId: pointTable.pointId, v: latestValueTable.v, ts: latestValueTable.ts })
    .from(pointTable)
    .leftJoin(latestValueTable, eq(latestValueTable.pointId, pointTable.pointId))
    .where(and(eq(pointTable.gwId, gwId), eq(pointTable.enabled, true), inArray(pointTable.code, [EQUIP_STATE_POINT, EQUIP_COUNT_POINT, EQUIP_RUN_POINT])));
  const reading = (code: string): Reading | null => {
    const r = rows.find((x) => x.code === code && x.kind !== 'switch');
    return r && r.v !== null && r.ts !== null ? { v: r.v, ts: r.ts } : null;
  };
  const run = rows.find((x) => x.code === EQUIP_RUN_POINT && x.kind === 'switch' && x.writable);
  const [gw] = await q.select({ online: gatewayTable.online }).from(gatewayTable).where(eq(gatewayTable.gwId, gwId));
  return { online: gw?.online ?? false, state: reading(EQUIP_STATE_POINT), count: reading(EQUIP_COUNT_POINT), runPointId: run?.pointId ?? null };
}

/**
 * Machines with a gateway follow their points (on the scheduler leader, every 30 s, and before a work order starts
 * or stops its machine): the counter's increase goes to the open run span; the state point reporting 故障 opens a
 * fault, leaving it closes that fault (「设备恢复」); reporting 运行 again resumes the order the machine waited on.
 * Only readings newer than the machine's current state count, so an old reading never undoes a person's change.
 */
export class MesIotSync extends PeriodicJob {
  constructor(
    private readonly db: Db,
    private readonly faults: MesFaultService,
    private readonly clock: Clock,
    log: Log,
  ) {
    super(log, MES_SYNC_EVERY_MS, '设备状态同步失败');
  }

  /** Every enabled machine with a gateway in factories with production control; answers how many were brought up to date. */
  async runOnce(): Promise<number> {
    let machines: { fid: number; eqId: number }[];
    try {
      machines = await this.db
        .select({ fid: mesEquipTable.fid, eqId: mesEquipTable.eqId })
        .from(mesEquipTable)
        .innerJoin(facilityModuleTable, and(eq(facilityModuleTable.fid, mesEquipTable.fid), eq(facilityModuleTable.mcode, 'mes')))
        .where(and(eq(mesEquipTable.status, 'enabled'), isNotNull(mesEquipTable.gwId)))
        .orderBy(asc(mesEquipTable.eqId));
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, '设备状态同步失败');
      return 0;
    }
    let done = 0;
    for (const m of machines) {
      try {
        await this.db.transaction(async (tx) => this.syncLocked(tx, await lockEquip(tx, m.fid, m.eqId)));
        done++;
      } catch (err) {
        // One machine's trouble (a reading, a lock) does not stop the others.
        this.log.warn({ err: (err as Error).message, eq_id: m.eqId }, '设备状态同步失败');
      }
    }
    return done;
  }

  /** One machine, its row locked by the caller; answers the machine as now stored. */
  async syncLocked(tx: Tx, m: EquipRow): Promise<EquipRow> {
    if (m.gwId === null) return m;
    const r = await readingsOf(tx, m.gwId);
    if (r.count) m = await this.count(tx, m, Math.round(r.count.v));
    if (!r.state || r.state.ts <= m.stateSince) return m;
    const reported = equipStateOf(r.state.v);
    const at = new Date(Math.min(r.state.ts.getTime(), this.clock.now()));
    if (reported === 'fault' && m.state !== 'fault') {
      await this.faults.open(tx, m, { reason: IOT_FAULT_REASON, note: '', source: 'iot', reportedBy: null }, at);
      return lockEquip(tx, m.fid, m.eqId);
    }
    if (reported !== null && reported !== 'fault' && m.state === 'fault') {
      const open = await this.faults.openFaultOf(tx, m.eqId);
      // A fault a person reported is cleared by a person.
      if (!open || open.source !== 'iot') return m;
      await this.faults.close(tx, m, open.faultId, IOT_RECOVERED_NOTE, null, at);
      m = await lockEquip(tx, m.fid, m.eqId);
    }
    if (reported === 'run' && m.state === 'idle') {
      const span = await openSpan(tx, m.eqId);
      if (span?.woId) return switchState(tx, m, 'run', at, span.woId);
    }
    return m;
  }

  /** The counter's increase since the last reading, to the open span while the machine runs; a reset counts nothing. */
  private async count(tx: Tx, m: EquipRow, v: number): Promise<EquipRow> {
    if (m.lastCount === v) return m;
    if (m.lastCount !== null && v > m.lastCount && m.state === 'run') await addToOpenSpan(tx, m.eqId, v - m.lastCount);
    const [row] = await tx.update(mesEquipTable).set({ lastCount: v }).where(eq(mesEquipTable.eqId, m.eqId)).returning();
    return row!;
  }
}
