import mqtt, { type MqttClient } from 'mqtt';
import { commandSchema, gatewayClientId, topicOf, type BirthPoint, type Command, type CommandAck, type StateChange, type SwitchStateValue } from '@pfs/domain/iot-ingest';
import { OfflineBuffer } from './offline-buffer.js';

export type SimGatewayOptions = {
  url: string;
  sn: string;
  secret: string;
  /** Milliseconds between readings. */
  intervalMs?: number;
  /** Fraction of commands that fail (0–1), and the delay before executing one. */
  failRate?: number;
  commandDelayMs?: number;
  bufferLimit?: number;
};

export type SimReading = { code: string; ts: number; v: number };

/**
 * What every simulated gateway shares, whatever stands behind it (a grow room, a machine): the connection with its
 * last will, the birth, readings on a timer, buffered while offline and replayed, commands obeyed and acknowledged.
 * A subclass says which points it has, what they read and what a command does.
 */
export abstract class SimGateway<O extends SimGatewayOptions = SimGatewayOptions> {
  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private seq = 0;
  private lastTick = Date.now();
  private readonly buffer: OfflineBuffer<SimReading>;
  private offlineUntil = 0;
  private offlineTimer: NodeJS.Timeout | null = null;
  protected failRate: number;
  readonly stats = { published: 0, buffered: 0, commands: 0, failed: 0 };

  constructor(readonly opts: O) {
    this.buffer = new OfflineBuffer(opts.bufferLimit ?? 200_000);
    this.failRate = opts.failRate ?? 0;
  }

  /** The points the birth announces. */
  protected abstract points(): readonly BirthPoint[];
  /** Moves the device on by dtMs and reads every sensor and meter at `now`. */
  protected abstract sample(dtMs: number, now: number): SimReading[];
  /** A switch's state; undefined for a code that is no switch of this gateway. */
  protected abstract switchStateOf(code: string): SwitchStateValue | undefined;
  /** Carries out a command on a known switch; throws an Error whose message the failed ack carries. */
  protected abstract apply(cmd: Command): void;
  /** After a command is done: a gateway that reports the effect at once overrides this. */
  protected afterCommand(): void {}

  get connected() {
    return !!this.client?.connected;
  }

  get bufferedCount() {
    return this.buffer.size;
  }

  /** When a simulated network loss ends (ms since 1970), or null while none is in force. */
  protected get offlineUntilMs(): number | null {
    return this.offlineUntil > Date.now() ? this.offlineUntil : null;
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

  /** Ends a simulated network loss early and restores the configured failure rate. */
  clearAnomalies() {
    this.failRate = this.opts.failRate ?? 0;
    if (this.offlineUntil > Date.now()) this.reconnectNow();
  }

  private reconnectNow() {
    if (this.offlineTimer) clearTimeout(this.offlineTimer);
    this.offlineTimer = null;
    this.offlineUntil = 0;
    if (!this.client && this.timer) this.connect();
  }

  /** Milliseconds since the device was last moved on (never negative); from now on it stands at `now`. */
  protected elapsed(now: number): number {
    const dt = Math.max(0, now - this.lastTick);
    this.lastTick = now;
    return dt;
  }

  /** Advances the device and emits one reading per sensor and meter, or keeps them while offline. */
  tick(now = Date.now()) {
    const readings = this.sample(this.elapsed(now), now);
    if (this.connected && this.buffer.size === 0) this.publishReadings(readings);
    else {
      this.buffer.push(readings);
      this.stats.buffered += readings.length;
    }
  }

  private publishReadings(readings: SimReading[]) {
    const points: Record<string, { ts: number; v: number }[]> = {};
    for (const r of readings) (points[r.code] ??= []).push({ ts: r.ts, v: r.v });
    this.client?.publish(topicOf(this.opts.sn, 'telemetry'), JSON.stringify({ seq: ++this.seq, points }), { qos: 1 });
    this.stats.published += readings.length;
  }

  private async onConnect() {
    const c = this.client!;
    const { sn } = this.opts;
    const points = this.points();
    await c.publishAsync(topicOf(sn, 'status'), JSON.stringify({ state: 'ready', ts: Date.now() }), { qos: 1, retain: true });
    await c.publishAsync(topicOf(sn, 'birth'), JSON.stringify({ ts: Date.now(), fw: 'pfs-sim 1.0', points }), { qos: 1 });
    await c.subscribeAsync(topicOf(sn, 'cmd'), { qos: 1 });
    for (const p of points) if (p.kind === 'switch') this.publishState(p.code, 'boot');
    // Replay what was kept offline, oldest first, with the original timestamps.
    for (let chunk = this.buffer.take(1100); chunk.length > 0 && this.connected; chunk = this.buffer.take(1100)) this.publishReadings(chunk);
  }

  private publishState(code: string, cause: StateChange['cause'], cmdId?: string) {
    const state = this.switchStateOf(code);
    if (!state) return;
    const msg: StateChange = { ts: Date.now(), point: code, state, cause, cmd_id: cmdId };
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
    if (!this.switchStateOf(cmd.point)) return this.ack({ id: cmd.id, status: 'failed', state: null, error: `未知开关：${cmd.point}` });
    if (Math.random() < this.failRate) {
      this.stats.failed += 1;
      return this.ack({ id: cmd.id, status: 'failed', state: this.switchStateOf(cmd.point)!, error: '设备未响应（模拟故障）' });
    }
    try {
      this.apply(cmd);
    } catch (e) {
      return this.ack({ id: cmd.id, status: 'failed', state: this.switchStateOf(cmd.point)!, error: (e as Error).message });
    }
    this.publishState(cmd.point, 'cmd', cmd.id);
    this.ack({ id: cmd.id, status: 'done', state: this.switchStateOf(cmd.point)!, error: null });
    this.afterCommand();
  }
}
