import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_BATCH_MS,
  LIVE_CLOSE,
  LIVE_MAX_MESSAGE_BYTES,
  LIVE_HEARTBEAT_MS,
  LIVE_RECHECK_MS,
  LatestValueBatch,
  liveClientMsgSchema,
  streamOf,
  streamsFor,
  type LiveClientMsg,
  type LiveServerMsg,
  type LiveStream,
} from '@pfs/domain/live';
import type { AuthService } from '../auth/index.js';
import type { MemberService } from '../member/index.js';
import type { LiveRepository } from './live.repository.js';
import type { LiveBusHandlers, LiveEnvelope } from './live-bus.js';
import { RemoteWatch, type WatchNotice } from './live-interest.js';
import { TOKEN_INVALID_MSG } from '../../plugins/access.js';

const BAD_MESSAGE = '消息格式不正确';
const SECOND_AUTH = '本连接已完成身份验证，不能再次验证；要切换工厂请新建连接';

/** Checks one client frame: text, bounded, JSON, and one of the known messages; the problem is named in Chinese. */
function parseClientMsg(raw: RawData, isBinary: boolean): { msg: LiveClientMsg } | { problem: string } {
  if (isBinary) return { problem: `${BAD_MESSAGE}：只接受文本消息` };
  const text = Buffer.isBuffer(raw) ? raw : Buffer.concat(Array.isArray(raw) ? raw : [Buffer.from(raw)]);
  if (text.length > LIVE_MAX_MESSAGE_BYTES) return { problem: `${BAD_MESSAGE}：消息过长` };
  let json: unknown;
  try {
    json = JSON.parse(text.toString('utf8'));
  } catch {
    return { problem: BAD_MESSAGE };
  }
  const parsed = liveClientMsgSchema.safeParse(json);
  if (!parsed.success) return { problem: `${BAD_MESSAGE}：${parsed.error.issues[0]?.message ?? '未知消息'}` };
  return { msg: parsed.data };
}

/** A close reason is at most 123 bytes of UTF-8. */
function closeReason(text: string): string {
  let out = text;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
}

function sendRaw(socket: WebSocket, msg: LiveServerMsg) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
}

type Conn = { socket: WebSocket; fid: number; uid: number; token: string; streams: Set<LiveStream>; alive: boolean };
export type LiveTimings = { batchMs: number; heartbeatMs: number; recheckMs: number; authTimeoutMs: number };

/**
 * The live channel's fan-out: authenticated sockets grouped by factory, each receiving only the streams its
 * permissions open. Readings are batched per factory (newest value per point per window) and alarm changes
 * are collapsed to one count per window, so a burst of readings or alarms is one frame.
 *
 * With a bus (PostgreSQL: LISTEN/NOTIFY, see live-bus.ts) every frame, once batched, goes through it and each
 * instance delivers to its own sockets what comes back, so a browser on one instance sees what another ingested.
 * Without one (PGlite, a single process) frames go straight to the sockets.
 */
export type LiveBus = {
  start: (on: LiveBusHandlers) => Promise<void>;
  send: (e: LiveEnvelope) => Promise<void>;
  announce: (n: WatchNotice) => Promise<void>;
  stop: () => Promise<void>;
};

export class LiveHub {
  private readonly conns = new Set<Conn>();
  private readonly values = new Map<number, LatestValueBatch>();
  private readonly alarmDirty = new Set<number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly t: LiveTimings;
  /** Factories whose values a socket of this instance receives. */
  private localWatch = new Set<number>();
  /** Factories whose values sockets of the other instances receive (as they announce it over the bus). */
  private readonly remoteWatch: RemoteWatch;
  private readonly instanceId = randomUUID();

  constructor(
    private readonly d: { auth: AuthService; members: MemberService; repo: LiveRepository; log: FastifyBaseLogger; bus?: LiveBus | null },
    timings: Partial<LiveTimings> = {},
  ) {
    this.t = { batchMs: LIVE_BATCH_MS, heartbeatMs: LIVE_HEARTBEAT_MS, recheckMs: LIVE_RECHECK_MS, authTimeoutMs: LIVE_AUTH_TIMEOUT_MS, ...timings };
    // Three heartbeats without a notice: that instance is gone.
    this.remoteWatch = new RemoteWatch(this.instanceId, 3 * this.t.heartbeatMs);
  }

  async start() {
    await this.d.bus?.start({
      deliver: (e) => this.deliver(e.fid, e.msg),
      watch: (n) => {
        if (this.remoteWatch.take(n)) void this.announce();
      },
      listening: () => void this.announce(true),
    });
    this.timers.push(setInterval(() => this.heartbeat(), this.t.heartbeatMs));
    this.timers.push(setInterval(() => void this.recheckAll(), this.t.recheckMs));
  }

  async stop() {
    for (const t of this.timers) clearInterval(t);
    this.timers.length = 0;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    for (const c of this.conns) c.socket.close(1001, '服务器正在停止');
    this.conns.clear();
    // The others stop sending this instance's factories at once rather than after three heartbeats.
    if (this.localWatch.size > 0) {
      this.localWatch = new Set();
      await this.announce();
    }
    await this.d.bus?.stop();
  }

  /** Tells the other instances which factories this one's sockets watch (ask: and to tell theirs). */
  private async announce(ask = false): Promise<void> {
    await this.d.bus
      ?.announce({ from: this.instanceId, fids: [...this.localWatch], ask })
      .catch((err: unknown) => this.d.log.warn({ err }, '实时通道：跨实例发送失败'));
  }

  /** After sockets come, go or change streams: the watched set, announced when it changed. */
  private watchChanged() {
    const now = new Set<number>();
    for (const c of this.conns) if (c.streams.has('values')) now.add(c.fid);
    const changed = now.size !== this.localWatch.size || [...now].some((f) => !this.localWatch.has(f));
    this.localWatch = now;
    if (changed) void this.announce();
  }

  get size() {
    return this.conns.size;
  }

  /**
   * A new socket: it has a few seconds to authenticate with its first message; nothing is sent before.
   * Everything a client sends is untrusted: each message is checked before use, and the asynchronous work it
   * starts catches its own failures, so no message can take the process down.
   */
  accept(socket: WebSocket) {
    let conn: Conn | null = null;
    let authStarted = false;
    const timeout = setTimeout(() => socket.close(LIVE_CLOSE.authTimeout, '未及时完成身份验证'), this.t.authTimeoutMs);
    socket.on('message', (raw, isBinary) => {
      const parsed = parseClientMsg(raw, isBinary);
      if ('problem' in parsed) return socket.close(LIVE_CLOSE.badMessage, closeReason(parsed.problem));
      const msg = parsed.msg;
      if (msg.type === 'ping') return void (conn && this.send(conn, { type: 'pong' }));
      // One factory per connection: a second auth (even while the first is still being checked) is refused.
      if (authStarted) return void sendRaw(socket, { type: 'error', msg: SECOND_AUTH });
      authStarted = true;
      clearTimeout(timeout);
      // The connection is known before anything is sent, so a ping right after 'ready' is answered.
      this.authenticate(socket, msg.token, msg.fid, (c) => {
        conn = c;
      }).catch((err: unknown) => {
        this.d.log.warn({ err }, '实时通道身份验证失败');
        if (conn && this.conns.delete(conn)) this.watchChanged();
        socket.close(LIVE_CLOSE.serverError, '服务器暂时无法验证身份，请稍后重连');
      });
    });
    socket.on('pong', () => {
      if (conn) conn.alive = true;
    });
    socket.on('close', () => {
      clearTimeout(timeout);
      if (conn && this.conns.delete(conn)) this.watchChanged();
    });
    socket.on('error', () => undefined);
  }

  private async authenticate(socket: WebSocket, token: string, fid: number, accepted: (c: Conn) => void): Promise<void> {
    const verdict = await this.check(token, fid);
    if ('close' in verdict) return socket.close(verdict.close, verdict.reason);
    if (socket.readyState !== socket.OPEN) return;
    const conn: Conn = { socket, fid, uid: verdict.uid, token, streams: new Set(verdict.streams), alive: true };
    this.conns.add(conn);
    this.watchChanged();
    accepted(conn);
    this.send(conn, { type: 'ready', fid, streams: verdict.streams });
    if (conn.streams.has('alarms')) this.send(conn, { type: 'alarms', fid, valid_ct: await this.d.repo.validAlarmCount(fid) });
  }

  /** Same rules as the HTTP routes: a live session, a member of the factory, and at least one stream's permission. */
  private async check(token: string, fid: number): Promise<{ uid: number; streams: LiveStream[] } | { close: number; reason: string }> {
    const ctx = await this.d.auth.resolveSession(token);
    if (!ctx) return { close: LIVE_CLOSE.unauthenticated, reason: TOKEN_INVALID_MSG };
    const codes = await this.d.members.codesOf(ctx.uid, fid);
    if (!codes) return { close: LIVE_CLOSE.forbidden, reason: '您不是该工厂的成员，或已被停用' };
    const streams = streamsFor(codes);
    if (streams.length === 0) return { close: LIVE_CLOSE.forbidden, reason: '没有权限：需要 iot.list 或 alarm.list' };
    return { uid: ctx.uid, streams };
  }

  /** Logout, revoked sessions, disabled members and changed roles take effect on open sockets too. */
  async recheckAll() {
    for (const c of [...this.conns]) {
      const v = await this.check(c.token, c.fid).catch(() => null);
      if (!v) continue; // database hiccup: keep the socket, try again next round
      if ('close' in v) {
        this.conns.delete(c);
        c.socket.close(v.close, v.reason);
      } else c.streams = new Set(v.streams);
    }
    this.watchChanged();
  }

  /** Pings every socket; one that did not answer the previous ping is gone (network loss without a close). */
  private heartbeat() {
    for (const c of [...this.conns]) {
      if (!c.alive) {
        this.conns.delete(c);
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
    this.watchChanged();
    // Also unchanged: the others forget an instance that stays silent for three heartbeats.
    if (this.localWatch.size > 0) void this.announce();
  }

  private send(c: Conn, msg: LiveServerMsg) {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(msg));
  }

  private hasListeners(fid: number, stream: LiveStream) {
    for (const c of this.conns) if (c.fid === fid && c.streams.has(stream)) return true;
    return false;
  }

  /** A frame for the factory's sockets on every instance (through the bus when there is one). */
  publish(fid: number, msg: LiveServerMsg) {
    if (!this.d.bus) return this.deliver(fid, msg);
    this.d.bus.send({ fid, msg }).catch((err: unknown) => this.d.log.warn({ err }, '实时通道：跨实例发送失败'));
  }

  /** Sends to every socket of this instance of the factory whose permissions open the message's stream. */
  private deliver(fid: number, msg: LiveServerMsg) {
    const stream = streamOf(msg);
    const text = JSON.stringify(msg);
    for (const c of this.conns) {
      if (c.fid !== fid || (stream && !c.streams.has(stream))) continue;
      if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
    }
  }

  // ---- sources ----

  readings(fid: number, rows: { pointId: number; ms: number; v: number }[]) {
    // Batched only while a socket here or on another instance shows the factory's values.
    if (!this.localWatch.has(fid) && !this.remoteWatch.watches(fid)) return;
    let b = this.values.get(fid);
    if (!b) this.values.set(fid, (b = new LatestValueBatch()));
    for (const r of rows) b.add(r.pointId, r.v, r.ms);
    this.scheduleFlush();
  }

  alarmsChanged(fid: number) {
    if (!this.d.bus && !this.hasListeners(fid, 'alarms')) return;
    this.alarmDirty.add(fid);
    this.scheduleFlush();
  }

  async gatewayStatus(gwId: number, online: boolean) {
    const fid = await this.d.repo.gatewayFid(gwId);
    if (fid !== null) this.publish(fid, { type: 'gateway', fid, gw_id: gwId, online, ts: new Date().toISOString() });
  }

  private scheduleFlush() {
    this.flushTimer ??= setTimeout(() => void this.flush(), this.t.batchMs);
  }

  /** One frame per factory per window. */
  async flush() {
    this.flushTimer = null;
    for (const [fid, b] of this.values) {
      if (b.size > 0) this.publish(fid, { type: 'values', fid, values: b.drain() });
    }
    const dirty = [...this.alarmDirty];
    this.alarmDirty.clear();
    for (const fid of dirty) {
      try {
        this.publish(fid, { type: 'alarms', fid, valid_ct: await this.d.repo.validAlarmCount(fid) });
      } catch (err) {
        this.d.log.warn({ err }, '实时告警数量查询失败');
      }
    }
  }
}
