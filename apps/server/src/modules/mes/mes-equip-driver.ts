import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { readingsOf, type MesIotSync } from './mes-iot-sync.js';
import { lockEquip, openSpan, orderStretch, switchState, type EquipRow } from './mes-span.js';
import { mesEquipSpanTable } from './mes.table.js';

/** What the machines ask of the IoT control service: a switch command to a gateway's point. */
export type MesControl = {
  request(fid: number, input: { point_id: number; action: 'open' | 'close' }, uid: number | null, source?: string): Promise<unknown>;
};
type Log = { warn: (o: object, m: string) => void };

/**
 * What a work order does to its machine. Start: the machine runs the order (a run span with the order) and its
 * gateway's `run` switch is opened. Stop: the machine waits (待机), the switch is closed, and the dishes of the
 * order's stretch are answered — the counter's increase when the machine has an online gateway with a counter,
 * else the worker's count, which is then kept on the run span so the machine's figures agree with the order.
 */
export class MesEquipDriverService {
  constructor(
    private readonly db: Db,
    private readonly sync: MesIotSync,
    private readonly control: MesControl,
    private readonly log: Log,
  ) {}

  async start(fid: number, eqId: number, woId: number, at: Date, tx?: Tx): Promise<void> {
    const run = async (q: Tx): Promise<EquipRow | null> => {
      let m = await lockEquip(q, fid, eqId);
      if (m.status !== 'enabled') throw conflict(`设备「${m.name}」已停用，不能开始工单`);
      if (m.state === 'run') {
        if ((await openSpan(q, eqId))?.woId === woId) return null;
        throw conflict(`设备「${m.name}」正在运行其他工单，请先暂停或完成该工单`);
      }
      // Dishes counted before the start are not this order's.
      m = await this.sync.syncLocked(q, m);
      if (m.state === 'fault') throw conflict(`设备「${m.name}」故障中，请先登记故障恢复`);
      if (m.state === 'maint') throw conflict(`设备「${m.name}」保养中，请先切换为待机`);
      return switchState(q, m, 'run', at, woId);
    };
    const m = tx ? await run(tx) : await this.db.transaction(run);
    if (m) this.command(m, 'open');
  }

  async stop(fid: number, eqId: number, woId: number, at: Date, handCount: number, tx?: Tx): Promise<number> {
    const run = async (q: Tx): Promise<{ m: EquipRow; counted: number; stopped: boolean }> => {
      const m = await this.sync.syncLocked(q, await lockEquip(q, fid, eqId));
      const stretch = await orderStretch(q, eqId, woId);
      if (stretch.length === 0) return { m, counted: handCount, stopped: false };
      const r = m.gwId === null ? null : await readingsOf(q, m.gwId);
      let counted = stretch.reduce((n, s) => n + s.count, 0);
      if (!r?.online || !r.count) {
        counted = handCount;
        const keep = stretch.find((s) => s.state === 'run') ?? stretch[0]!;
        for (const s of stretch) {
          const count = s.spanId === keep.spanId ? handCount : 0;
          if (s.count !== count) await q.update(mesEquipSpanTable).set({ count }).where(eq(mesEquipSpanTable.spanId, s.spanId));
        }
      }
      const open = stretch[0]!;
      if (open.endedAt !== null) return { m, counted, stopped: false };
      if (m.state === 'run') return { m: await switchState(q, m, 'idle', at, null), counted, stopped: true };
      // Broken or waiting after a repair: it stays so, but no longer waits on this order.
      await q.update(mesEquipSpanTable).set({ woId: null }).where(eq(mesEquipSpanTable.spanId, open.spanId));
      return { m, counted, stopped: true };
    };
    const out = tx ? await run(tx) : await this.db.transaction(run);
    if (out.stopped) this.command(out.m, 'close');
    return out.counted;
  }

  /**
   * Sends the gateway's `run` switch its command, after the state change and without waiting: the order's
   * transaction may still be open, and a gateway that does not answer must not hold the order up.
   */
  private command(m: EquipRow, action: 'open' | 'close') {
    if (m.gwId === null) return;
    const gwId = m.gwId;
    void (async () => {
      const r = await readingsOf(this.db, gwId);
      if (r.runPointId !== null) await this.control.request(m.fid, { point_id: r.runPointId, action }, null, 'mes');
    })().catch((err: Error) => this.log.warn({ err: err.message, eq_id: m.eqId, action }, '设备运行指令未能下发'));
  }
}
