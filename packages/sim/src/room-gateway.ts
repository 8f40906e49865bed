import mqtt, { type MqttClient } from 'mqtt';
import { commandSchema, gatewayClientId, topicOf, type Command, type CommandAck, type StateChange } from '@pfs/domain/iot-ingest';
import { ALL_OFF, INITIAL_ROOM, outsideTemp, step, type RoomState, type Switches } from './room-model.js';
import { OfflineBuffer } from './offline-buffer.js';
import { READ_POINTS, ROOM_POINTS, SWITCH_POINTS, applyAction, switchState } from './room-points.js';

export type RoomGatewayOptions = {
  url: string;
  sn: string;
  secret: string;
  /** Milliseconds between readings. */
  intervalMs?: number;
  /** Fraction of commands that fail (0–1), and the delay before executing one. */
  failRate?: number;
  commandDelayMs?: number;
  bufferLimit?: number;
  initial?: Partial<RoomState>;
  switches?: Partial<Switches>;
};

type Reading = { code: string; ts: number; v: number };

/** One simulated gateway for one room: publishes readings, obeys and acknowledges commands, buffers offline. */
export class RoomGateway {
  state: RoomState;
  switches: Switches;
  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private seq = 0;
  private lastTick = Date.now();
  private readonly buffer: OfflineBuffer<Reading>;
  private stuck = new Map<string, number>();
  private heatSpikeUntil = 0;
  private offlineUntil = 0;
  private offlineTimer: NodeJS.Timeout | null = null;
  private failRate: number;
  readonly stats = { published: 0, buffered: 0, commands: 0, failed: 0 };

  constructor(readonly opts: RoomGatewayOptions) {
    this.state = { ...INITIAL_ROOM, ...opts.initial };
    this.switches = { ...ALL_OFF, ...opts.switches };
    this.buffer = new OfflineBuffer(opts.bufferLimit ?? 200_000);
    this.failRate = opts.failRate ?? 0;
  }

  get connected() {
    return !!this.client?.connected;
  }

  get bufferedCount() {
    return this.buffer.size;
  }

  async start(): Promise<void> {
    const { sn, url } = this.opts;
    this.connect();
    this.timer = setInterval(() => this.tick(), this.opts.intervalMs ?? 5000);
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`网关 ${sn} 无法连接 ${url}`)), 10_000);
      this.client!.once('connect', () => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  private connect() {
    const { sn, secret, url } = this.opts;
    this.client = mqtt.connect(url, {
      clientId: gatewayClientId(sn),
      username: sn,
      password: secret,
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: 5000,
      will: { topic: topicOf(sn, 'status'), payload: Buffer.from(JSON.stringify({ state: 'lost', ts: Date.now() })), qos: 1, retain: true },
    });
    this.client.on('connect', () => void this.onConnect());
    this.client.on('message', (topic, payload) => void this.onMessage(topic, payload));
    this.client.on('error', () => undefined);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.offlineTimer) clearTimeout(this.offlineTimer);
    this.timer = null;
    const c = this.client;
    this.client = null;
    if (c) await c.endAsync();
  }

  /** Simulates a network loss: the socket drops without a clean disconnect (the broker sends the last will). */
  dropConnection() {
    this.client?.stream.destroy();
  }

  inject(a: { stuck?: string; heatSpikeSeconds?: number; failRate?: number }) {
    if (a.stuck) this.stuck.set(a.stuck, this.valueOf(a.stuck) ?? 0);
    if (a.heatSpikeSeconds) this.heatSpikeUntil = Date.now() + a.heatSpikeSeconds * 1000;
    if (a.failRate !== undefined) this.failRate = Math.min(1, Math.max(0, a.failRate));
  }

  clearAnomalies() {
    this.stuck.clear();
    this.heatSpikeUntil = 0;
    this.failRate = this.opts.failRate ?? 0;
    if (this.offlineUntil > Date.now()) this.reconnectNow();
  }

  /**
   * Drops the link like a network loss (no clean disconnect, so the broker publishes the last will) and stays
   * away for `seconds`, buffering readings; then connects again and replays them.
   */
  disconnectFor(seconds: number) {
    const c = this.client;
    if (!c) return;
    this.client = null;
    this.offlineUntil = Date.now() + seconds * 1000;
    c.end(true);
    if (this.offlineTimer) clearTimeout(this.offlineTimer);
    this.offlineTimer = setTimeout(() => this.reconnectNow(), seconds * 1000);
  }

  private reconnectNow() {
    if (this.offlineTimer) clearTimeout(this.offlineTimer);
    this.offlineTimer = null;
    this.offlineUntil = 0;
    if (!this.client && this.timer) this.connect();
  }

  /** The anomalies in force, for the debug page. */
  get anomalies() {
    const now = Date.now();
    return {
      heatSpikeUntil: this.heatSpikeUntil > now ? this.heatSpikeUntil : null,
      stuck: [...this.stuck.keys()],
      offlineUntil: this.offlineUntil > now ? this.offlineUntil : null,
      failRate: this.failRate,
    };
  }

  private valueOf(code: string): number | undefined {
    const p = READ_POINTS.find((x) => x.point.code === code);
    return p ? Number(this.state[p.field].toFixed(p.digits)) : undefined;
  }

  /** Advances the model and emits one reading per sensor and meter. */
  tick(now = Date.now()) {
    const dt = Math.max(0, (now - this.lastTick) / 1000);
    this.lastTick = now;
    const spike = now < this.heatSpikeUntil ? 0.5 : 0;
    this.state = step(this.state, dt, this.switches, { outsideTemp: outsideTemp(new Date(now)), heatSpike: spike });
    const readings = READ_POINTS.map((p) => ({ code: p.point.code, ts: now, v: this.stuck.get(p.point.code) ?? this.valueOf(p.point.code)! }));
    if (this.connected && this.buffer.size === 0) this.publishReadings(readings);
    else {
      this.buffer.push(readings);
      this.stats.buffered += readings.length;
    }
  }

  private publishReadings(readings: Reading[]) {
    const points: Record<string, { ts: number; v: number }[]> = {};
    for (const r of readings) (points[r.code] ??= []).push({ ts: r.ts, v: r.v });
    this.client?.publish(topicOf(this.opts.sn, 'telemetry'), JSON.stringify({ seq: ++this.seq, points }), { qos: 1 });
    this.stats.published += readings.length;
  }

  private async onConnect() {
    const c = this.client!;
    const { sn } = this.opts;
    await c.publishAsync(topicOf(sn, 'status'), JSON.stringify({ state: 'ready', ts: Date.now() }), { qos: 1, retain: true });
    await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), fw: 'pfs-sim 1.0', points: ROOM_POINTS }), { qos: 1 });
    await c.subscribeAsync(topicOf(sn, 'cmd'), { qos: 1 });
    for (const p of SWITCH_POINTS) this.publishState(p.point.code, 'boot');
    // Replay what was kept offline, oldest first, with the original timestamps.
    for (let chunk = this.buffer.take(1100); chunk.length > 0 && this.connected; chunk = this.buffer.take(1100)) this.publishReadings(chunk);
  }

  private publishState(code: string, cause: StateChange['cause'], cmdId?: string) {
    const p = SWITCH_POINTS.find((x) => x.point.code === code);
    if (!p) return;
    const msg: StateChange = { ts: Date.now(), point: code, state: switchState(this.switches, p.key), cause, cmd_id: cmdId };
    this.client?.publish(topicOf(this.opts.sn, 'state'), JSON.stringify(msg), { qos: 1 });
  }

  private ack(a: CommandAck) {
    this.client?.publish(topicOf(this.opts.sn, 'cmd/ack'), JSON.stringify(a), { qos: 1 });
  }

  private async onMessage(_topic: string, payload: Buffer) {
    let cmd: Command;
    try {
      cmd = commandSchema.parse(JSON.parse(payload.toString()));
    } catch {
      return;
    }
    this.stats.commands += 1;
    this.ack({ id: cmd.id, status: 'received', state: null, error: null });
    if (this.opts.commandDelayMs) await new Promise((r) => setTimeout(r, this.opts.commandDelayMs));
    if (Date.now() > cmd.expires_at) return this.ack({ id: cmd.id, status: 'expired', state: null, error: '指令已过期' });
    const p = SWITCH_POINTS.find((x) => x.point.code === cmd.point);
    if (!p) return this.ack({ id: cmd.id, status: 'failed', state: null, error: `未知开关：${cmd.point}` });
    if (Math.random() < this.failRate) {
      this.stats.failed += 1;
      return this.ack({ id: cmd.id, status: 'failed', state: switchState(this.switches, p.key), error: '设备未响应（模拟故障）' });
    }
    try {
      this.switches = applyAction(this.switches, p.key, cmd.action, cmd.value, p.point);
    } catch (e) {
      return this.ack({ id: cmd.id, status: 'failed', state: switchState(this.switches, p.key), error: (e as Error).message });
    }
    this.publishState(cmd.point, 'cmd', cmd.id);
    this.ack({ id: cmd.id, status: 'done', state: switchState(this.switches, p.key), error: null });
  }
}
