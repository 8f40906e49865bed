import type { FastifyBaseLogger } from 'fastify';
import { IOT_LIMITS, birthSchema, checkTelemetry, countReadings, gatewayStatusSchema, parseTopic, stateChangeSchema, telemetrySchema } from '@pfs/domain';
import { Listeners } from '../../lib/listeners.js';
import type { ControlService } from '../iot-gateway/control.service.js';
import type { GatewayRef, GatewayService } from '../iot-gateway/gateway.service.js';
import { IngestGate, MALFORMED, claimedRows, parseBody, type Body } from './ingest-gate.js';
import { IngestJournal, type JournalRecord } from './ingest-journal.js';
import type { GatewayStatsDelta, IngestRepository } from './ingest.repository.js';
import type { SeqGapRepository } from './seq-gaps.js';

/** What ingest needs from the gateway module: who a serial number is, and its points; command acknowledgements. */
export type IngestPorts = {
  gateways: Pick<GatewayService, 'ref' | 'pointIds'>;
  control: Pick<ControlService, 'onAck'>;
};
type Row = { pointId: number; ts: Date; v: number };
export type AcceptedReading = Row;

/**
 * Readings held in memory at most (default of INGEST_MAX_BACKLOG) while the database is slow or away. When full,
 * messages are not acknowledged until there is room again: gateways (and an external broker's session) keep them.
 * High enough to ride out bursts and a slow database without that: an external broker's own queue is often short.
 */
export const DEFAULT_MAX_BACKLOG_ROWS = 500_000;
/** Bytes of gateway messages waiting to be handled, at most (the same hold applies). */
const MAX_QUEUED_BYTES = 64 * 1024 * 1024;
/** Rows per write statement at most: a backlog is written in big statements, each folding many readings per rollup row. */
const WRITE_BATCH_ROWS = 100_000;
/** How long a gateway's facts (id, factory, points) are trusted before they are read again: changes made on another instance. */
export const GATEWAY_CACHE_MS = 60_000;
const UNKNOWN_CACHE_MS = 5_000;

export type IngestOptions = {
  /** How often pending readings are written. */
  flushMs?: number;
  /** Directory of the telemetry journal (readings acknowledged to gateways but not yet stored). */
  journalDir: string;
  /** Readings held in memory at most; beyond, acknowledgements wait (INGEST_MAX_BACKLOG). */
  maxBacklogRows?: number;
  /** Concurrent write statements, each on its own share of the points (PostgreSQL: 2; PGlite has one connection). */
  writers?: number;
  /** Where the telemetry seq numbers received go once their readings are stored (gap detection across instances). */
  seqs?: Pick<SeqGapRepository, 'record'>;
};

/** Splits rows by point into n parts: parts touch disjoint rollup rows, so concurrent writes never wait on each other. */
function partition(rows: Row[], n: number): Row[][] {
  if (n <= 1) return [rows];
  const parts = Array.from({ length: n }, () => [] as Row[]);
  for (const r of rows) parts[r.pointId % n]!.push(r);
  return parts.filter((p) => p.length > 0);
}

/**
 * Turns gateway messages into stored facts: validates every payload, counts rejections per gateway, and
 * writes readings in batches (idempotent on point + timestamp, rollups in the same statement). A failed write
 * keeps its rows for the next try; telemetry is journaled to disk before the broker acknowledges it, so a
 * killed server replays it at the next start.
 */
export class IngestService {
  private readonly gateways = new Map<string, { ref: GatewayRef | null; at: number; pointsAt: number }>();
  private pending: Row[] = [];
  private readonly stats = new Map<number, GatewayStatsDelta>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Readings accepted since start (metrics). */
  acceptedRows = 0;
  private readonly journal: IngestJournal;
  private readonly gate: IngestGate;
  private heldLoggedAt = 0;
  private recovered: JournalRecord[];
  private readonly flushMs: number;
  private readonly writers: number;
  private readonly seqs: IngestOptions['seqs'];
  private pendingSeqs = new Map<number, number[]>();
  /** Accepted readings of one telemetry message, before they are stored (alarms, strategies, live values). */
  readonly readings = new Listeners<[fid: number, rows: AcceptedReading[]]>((err) => this.log.warn({ err }, '读数监听失败'));
  /** Gateway online/offline (offline alarms, live channel). */
  readonly gatewayStatus = new Listeners<[gwId: number, online: boolean]>((err) => this.log.warn({ err }, '网关状态监听失败'));
  /** Switch state reported by a gateway (live channel, strategies). */
  readonly switchState = new Listeners<[fid: number, pointId: number, state: { on: boolean; value: number | null; cause: string; ts: Date }]>((err) =>
    this.log.warn({ err }, '开关状态监听失败'),
  );
  unknownGatewayMsgs = 0;

  constructor(
    private readonly repo: IngestRepository,
    private readonly ports: IngestPorts,
    private readonly log: FastifyBaseLogger,
    opts: IngestOptions,
  ) {
    this.flushMs = opts.flushMs ?? 200;
    this.writers = opts.writers ?? 1;
    this.seqs = opts.seqs;
    this.gate = new IngestGate(opts.maxBacklogRows ?? DEFAULT_MAX_BACKLOG_ROWS, MAX_QUEUED_BYTES, () => ({ rows: this.pendingRows, bytes: this.queuedBytes }));
    this.journal = new IngestJournal(opts.journalDir);
    // Read before anything is appended: new segments are numbered after the ones left behind.
    this.recovered = this.journal.recover();
  }

  start() {
    if (this.recovered.length > 0) {
      this.log.info({ messages: this.recovered.length }, '重放上次未写入的遥测消息');
      // Acknowledged before the crash: taken whatever the backlog (new messages wait for room behind them).
      for (const r of this.recovered) {
        const body = parseBody(r.payload);
        this.enqueue(r.topic, r.payload, body, claimedRows(body), true);
      }
      this.recovered = [];
    }
    this.timer ??= setInterval(() => void this.flush().catch((err: Error) => this.log.warn({ err: err.message }, '读数写入出错，稍后重试')), this.flushMs);
  }

  async stop() {
    this.gate.refuseAll(new Error('服务器正在停止'));
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
    this.journal.close();
  }

  /** Readings held in memory: in messages still to be handled, waiting to be written, being written. */
  get pendingRows() {
    return this.pending.length + this.writingRows + this.queuedRows;
  }

  /** Always 0: a full backlog holds acknowledgements instead of dropping readings (kept for /api/health and /metrics). */
  get droppedRows() {
    return 0;
  }

  /** Messages whose acknowledgement is waiting for room now, and since start. */
  get held() {
    return { now: this.gate.heldNow, total: this.gate.heldTotal };
  }

  /** Forgets cached gateway facts (after a gateway is created or its points change). */
  forget(sn: string) {
    this.gateways.delete(sn);
  }

  /**
   * Gateways by serial number, cached per instance. Changes made through this instance forget the entry at once;
   * those made through another instance are seen within GATEWAY_CACHE_MS (an unknown sn within UNKNOWN_CACHE_MS,
   * points announced in a birth another instance handled: at the first reading of such a point, at most every 5 s).
   */
  private async gateway(sn: string): Promise<GatewayRef | null> {
    const hit = this.gateways.get(sn);
    const now = Date.now();
    if (hit && now - hit.at < (hit.ref ? GATEWAY_CACHE_MS : UNKNOWN_CACHE_MS)) return hit.ref;
    const ref = await this.ports.gateways.ref(sn);
    this.gateways.set(sn, { ref, at: now, pointsAt: now });
    return ref;
  }

  /** Telemetry naming a point this instance does not know yet: re-read the gateway's points (rate-limited). */
  private async refreshPointsFor(sn: string, gw: GatewayRef, body: unknown) {
    const codes = body && typeof body === 'object' && 'points' in body && body.points && typeof body.points === 'object' ? Object.keys(body.points) : [];
    if (codes.every((c) => gw.points.has(c))) return;
    const hit = this.gateways.get(sn);
    if (!hit || Date.now() - hit.pointsAt < 5_000) return;
    hit.pointsAt = Date.now();
    gw.points = await this.ports.gateways.pointIds(gw.gwId);
  }

  private stat(gwId: number, readings: number, rejected: number, reason = '') {
    const s = this.stats.get(gwId) ?? { msgs: 0, readings: 0, rejected: 0, lastReason: '', lastSeen: new Date() };
    s.msgs += 1;
    s.readings += readings;
    s.rejected += rejected;
    if (reason) s.lastReason = reason;
    s.lastSeen = new Date();
    this.stats.set(gwId, s);
  }

  private chain: Promise<void> = Promise.resolve();
  private queuedBytes = 0;
  /** Readings claimed by messages still to be handled. */
  private queuedRows = 0;
  /** Readings taken from `pending` by a write statement not finished yet. */
  private writingRows = 0;

  /**
   * Takes a gateway's message; the broker may acknowledge it once it is taken: telemetry is in the journal then.
   * null: taken now. A promise: the backlog is full; hold the acknowledgement until it resolves (a rejection:
   * never acknowledge, the sender sends it again). Throws when the journal cannot be written (do not acknowledge).
   */
  accept(topic: string, payload: Buffer): Promise<void> | null {
    const body = parseBody(payload);
    const telemetry = topic.endsWith('/telemetry');
    const rows = telemetry ? claimedRows(body) : 0;
    const held = this.gate.offer({ rows, bytes: payload.length }, () => {
      if (telemetry) this.journal.append(topic, payload);
      this.enqueue(topic, payload, body, rows, false);
    });
    if (held && Date.now() - this.heldLoggedAt > 60_000) {
      this.heldLoggedAt = Date.now();
      this.log.warn({ pending: this.pendingRows, max: this.gate.maxRows }, '待写读数已满，暂停确认网关消息（网关保留并重发，读数不丢失）');
    }
    return held;
  }

  /** Takes a message like `accept` and resolves once it is handled (in-process callers, tests). */
  async handle(topic: string, payload: Buffer): Promise<void> {
    await this.accept(topic, payload);
    await this.chain;
  }

  /**
   * Messages are handled one after another, in arrival order: a birth must land before the data it announces.
   * A replayed message (from the journal) is stored but not counted again nor passed to listeners.
   */
  private enqueue(topic: string, payload: Buffer, body: Body, rows: number, replay: boolean) {
    this.queuedBytes += payload.length;
    this.queuedRows += rows;
    // The claim moves to `pending` as the readings do (listeners run after that): never counted twice.
    const claim = { rows, release: () => ((this.queuedRows -= claim.rows), (claim.rows = 0)) };
    const next = this.chain
      .then(() => this.handleOne(topic, body, replay, claim.release))
      .catch((err: Error) => this.log.warn({ err: err.message, topic: topic.slice(0, 200) }, '处理网关消息失败'))
      .finally(() => {
        this.queuedBytes -= payload.length;
        claim.release();
        this.gate.wake();
      });
    this.chain = next;
  }

  private async handleOne(topic: string, body: Body, replay: boolean, released: () => void): Promise<void> {
    if (replay) {
      const gw = await this.gateway(parseTopic(topic)?.sn ?? '');
      // Only well-formed JSON was journaled usefully; anything else was rejected (and counted) the first time.
      released();
      if (gw && body !== MALFORMED) this.telemetry(gw, body, false);
      return;
    }
    const t = parseTopic(topic);
    if (!t || t.kind === 'cmd') return;
    const gw = await this.gateway(t.sn);
    if (!gw) {
      this.unknownGatewayMsgs += 1;
      return;
    }
    if (body === MALFORMED) return this.stat(gw.gwId, 0, 1, 'malformed_json');
    if (t.kind === 'status') {
      const s = gatewayStatusSchema.safeParse(body);
      if (!s.success) return this.stat(gw.gwId, 0, 1, 'invalid_status');
      await this.repo.setOnline(gw.gwId, s.data.state === 'ready', new Date());
      await this.gatewayStatus.emit(gw.gwId, s.data.state === 'ready');
    } else if (t.kind === 'birth') {
      const b = birthSchema.safeParse(body);
      if (!b.success) return this.stat(gw.gwId, 0, 1, 'invalid_birth');
      await this.repo.upsertPoints(gw.gwId, b.data.points);
      gw.points = await this.ports.gateways.pointIds(gw.gwId);
      this.stat(gw.gwId, 0, 0);
    } else if (t.kind === 'telemetry') {
      await this.refreshPointsFor(t.sn, gw, body);
      released();
      const accepted = this.telemetry(gw, body, true);
      if (accepted.length > 0) await this.readings.emit(gw.fid, accepted);
    } else if (t.kind === 'cmd/ack') {
      const ok = await this.ports.control.onAck(gw.gwId, body);
      if (!ok) return this.stat(gw.gwId, 0, 1, 'invalid_ack');
      this.stat(gw.gwId, 0, 0);
    } else if (t.kind === 'state') {
      const s = stateChangeSchema.safeParse(body);
      const pointId = s.success ? gw.points.get(s.data.point) : undefined;
      if (!s.success || !pointId) return this.stat(gw.gwId, 0, 1, 'invalid_state');
      const state = { on: s.data.state.on, value: s.data.state.value, cause: s.data.cause, ts: new Date(s.data.ts) };
      await this.repo.setSwitchState(pointId, state);
      await this.switchState.emit(gw.fid, pointId, state);
      this.stat(gw.gwId, 0, 0);
    }
  }

  private telemetry(gw: GatewayRef, body: unknown, count: boolean): Row[] {
    const stat = count ? this.stat.bind(this) : () => undefined;
    const parsed = telemetrySchema.safeParse(body);
    if (!parsed.success) {
      stat(gw.gwId, 0, 1, 'invalid_payload');
      return [];
    }
    if (countReadings(parsed.data) > IOT_LIMITS.maxReadingsPerBatch) {
      stat(gw.gwId, 0, 1, 'oversized_batch');
      return [];
    }
    if (this.seqs) {
      const list = this.pendingSeqs.get(gw.gwId);
      if (list) list.push(parsed.data.seq);
      else this.pendingSeqs.set(gw.gwId, [parsed.data.seq]);
    }
    const { accepted, rejected } = checkTelemetry(parsed.data, new Set(gw.points.keys()), Date.now());
    const rows = accepted.map((r) => ({ pointId: gw.points.get(r.code)!, ts: new Date(r.ts), v: r.v }));
    for (const r of rows) this.pending.push(r);
    if (count) this.acceptedRows += rows.length;
    stat(gw.gwId, accepted.length, rejected.length, rejected[0]?.reason ?? '');
    return rows;
  }

  /** Writes what is pending; concurrent callers share one flush. */
  flush(): Promise<void> {
    this.flushing ??= this.doFlush().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async doFlush() {
    // Everything journaled before this point is in the sealed segments; once the chain has turned those messages
    // into pending rows and all pending rows are written, the segments can go.
    const sealed = this.journal.rotate();
    await this.chain;
    // Taken with the rows they came with: recorded only once those are stored.
    const seqs = this.pendingSeqs;
    this.pendingSeqs = new Map();
    let written = true;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, WRITE_BATCH_ROWS * this.writers);
      this.writingRows += batch.length;
      try {
        await Promise.all(partition(batch, this.writers).map((part) => this.repo.writeReadings(part)));
      } catch (err) {
        // Back in front, in order (a part already written is harmless: storage is idempotent). Nothing is dropped:
        // while the backlog is full, new messages wait unacknowledged.
        this.pending = batch.concat(this.pending);
        this.log.warn({ err: (err as Error).message, pending: this.pendingRows - batch.length }, '读数写入失败，稍后重试');
        written = false;
        break;
      } finally {
        this.writingRows -= batch.length;
      }
      this.gate.wake();
    }
    if (written) this.journal.release(sealed);
    if (written && seqs.size > 0) await this.seqs?.record(seqs).catch((err: Error) => this.log.warn({ err: err.message }, '遥测 seq 记录失败'));
    else for (const [g, list] of seqs) this.pendingSeqs.set(g, list.concat(this.pendingSeqs.get(g) ?? []));
    const stats = [...this.stats.entries()];
    this.stats.clear();
    for (const [gwId, d] of stats) {
      try {
        await this.repo.addStats(gwId, d);
      } catch {
        /* statistics are best effort; readings are not */
      }
    }
  }
}
