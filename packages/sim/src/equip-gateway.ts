import type { BirthPoint, Command, SwitchStateValue } from '@pfs/domain/iot-ingest';
import { EQUIP_COUNT_POINT, EQUIP_RUN_POINT, EQUIP_STATE_POINT } from '@pfs/domain/mes';
import { EquipModel, equipKindOfSn, seedOf } from './equip-model.js';
import { SimGateway, type SimGatewayOptions, type SimReading } from './sim-gateway.js';

export type EquipGatewayOptions = SimGatewayOptions & {
  /** Dishes counted so far, to go on from a stored reading; the seed of the machine's speed and faults (from the sn). */
  count?: number;
  /** Running when it starts: the machine was running an order when the simulator stopped (a server restart). */
  running?: boolean;
  seed?: number;
  /** Mean running time between faults (ms), for tests that want one soon. */
  mtbfMs?: number;
  /** Machine time per real time (1, the default, is real time): tests and time-lapse demos run it faster. */
  timeScale?: number;
};

/** The points of a machine's gateway (the codes the MES reads: mes-vocab EQUIP_*_POINT). */
export const EQUIP_POINTS: BirthPoint[] = [
  { code: EQUIP_STATE_POINT, kind: 'sensor', name: '设备状态', quantity: 'equip_state', unit: '', writable: false },
  { code: EQUIP_COUNT_POINT, kind: 'meter', name: '计数', quantity: 'dishes', unit: '盘', writable: false },
  { code: EQUIP_RUN_POINT, kind: 'switch', name: '运行', quantity: 'run', unit: '', writable: true },
];

/**
 * One simulated gateway for one production machine (sn `EQ-<fid>-<KIND>-<n>`): reports its state and counter,
 * runs while its run switch is open, and now and then stops with a fault.
 */
export class EquipGateway extends SimGateway<EquipGatewayOptions> {
  readonly model: EquipModel;

  constructor(opts: EquipGatewayOptions) {
    super(opts);
    const kind = equipKindOfSn(opts.sn);
    if (!kind) throw new Error(`网关序列号 ${opts.sn} 不是设备网关（应为 EQ-<工厂>-<SOW|TRN|HRV|PCK>-<序号>）`);
    this.model = new EquipModel({ kind, seed: opts.seed ?? seedOf(opts.sn), count: opts.count, mtbfMs: opts.mtbfMs });
    if (opts.running) this.model.command(true);
  }

  protected points() {
    return EQUIP_POINTS;
  }

  protected sample(dtMs: number, now: number): SimReading[] {
    this.advance(dtMs);
    return [
      { code: EQUIP_STATE_POINT, ts: now, v: this.model.stateValue },
      { code: EQUIP_COUNT_POINT, ts: now, v: this.model.count },
    ];
  }

  private advance(dtMs: number) {
    this.model.step(dtMs * (this.opts.timeScale ?? 1));
  }

  protected switchStateOf(code: string): SwitchStateValue | undefined {
    return code === EQUIP_RUN_POINT ? { on: this.model.runOn, value: null } : undefined;
  }

  protected apply(cmd: Command) {
    if (cmd.action === 'number') throw new Error('运行开关不接受数值');
    // The time since the last reading still ran (or stood) as before the command.
    this.advance(this.elapsed(Date.now()));
    this.model.command(cmd.action === 'open');
  }

  /** The new state shows at once, not only with the next reading a few seconds later. */
  protected override afterCommand() {
    this.tick();
  }
}
