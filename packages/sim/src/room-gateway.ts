import type { Command, SwitchStateValue } from '@pfs/domain/iot-ingest';
import { ALL_OFF, INITIAL_ROOM, outsideTemp, step, type RoomState, type Switches } from './room-model.js';
import { READ_POINTS, ROOM_POINTS, SWITCH_POINTS, applyAction, switchState } from './room-points.js';
import { SimGateway, type SimGatewayOptions, type SimReading } from './sim-gateway.js';

export type RoomGatewayOptions = SimGatewayOptions & {
  initial?: Partial<RoomState>;
  switches?: Partial<Switches>;
};

/** One simulated gateway for one room: publishes readings, obeys and acknowledges commands, buffers offline. */
export class RoomGateway extends SimGateway<RoomGatewayOptions> {
  state: RoomState;
  switches: Switches;
  private stuck = new Map<string, number>();
  private heatSpikeUntil = 0;

  constructor(opts: RoomGatewayOptions) {
    super(opts);
    this.state = { ...INITIAL_ROOM, ...opts.initial };
    this.switches = { ...ALL_OFF, ...opts.switches };
  }

  inject(a: { stuck?: string; heatSpikeSeconds?: number; failRate?: number }) {
    if (a.stuck) this.stuck.set(a.stuck, this.readValue(a.stuck) ?? 0);
    if (a.heatSpikeSeconds) this.heatSpikeUntil = Date.now() + a.heatSpikeSeconds * 1000;
    if (a.failRate !== undefined) this.failRate = Math.min(1, Math.max(0, a.failRate));
  }

  override clearAnomalies() {
    this.stuck.clear();
    this.heatSpikeUntil = 0;
    super.clearAnomalies();
  }

  /** The anomalies in force, for the debug page. */
  get anomalies() {
    return {
      heatSpikeUntil: this.heatSpikeUntil > Date.now() ? this.heatSpikeUntil : null,
      stuck: [...this.stuck.keys()],
      offlineUntil: this.offlineUntilMs,
      failRate: this.failRate,
    };
  }

  private readValue(code: string): number | undefined {
    const p = READ_POINTS.find((x) => x.point.code === code);
    return p ? Number(this.state[p.field].toFixed(p.digits)) : undefined;
  }

  protected points() {
    return ROOM_POINTS;
  }

  protected sample(dtMs: number, now: number): SimReading[] {
    const spike = now < this.heatSpikeUntil ? 0.5 : 0;
    this.state = step(this.state, dtMs / 1000, this.switches, { outsideTemp: outsideTemp(new Date(now)), heatSpike: spike });
    return READ_POINTS.map((p) => ({ code: p.point.code, ts: now, v: this.stuck.get(p.point.code) ?? this.readValue(p.point.code)! }));
  }

  protected switchStateOf(code: string): SwitchStateValue | undefined {
    const p = SWITCH_POINTS.find((x) => x.point.code === code);
    return p ? switchState(this.switches, p.key) : undefined;
  }

  protected apply(cmd: Command) {
    const p = SWITCH_POINTS.find((x) => x.point.code === cmd.point)!;
    this.switches = applyAction(this.switches, p.key, cmd.action, cmd.value, p.point);
  }
}
