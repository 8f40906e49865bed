import type { FastifyBaseLogger } from 'fastify';
import {
  IOT_LIMITS,
  birthSchema,
  checkTelemetry,
  countReadings,
  gatewayStatusSchema,
  isTelemetry,
  parseTopic,
  stateChangeSchema,
} from '@pfs/domain/iot-ingest';
import { Listeners } from '../../lib/listeners.js';
import type { ControlService, GatewayRef, GatewayService } from '../iot-gateway/index.js';
import { IngestGate, MALFORMED, claimedRows, parseBody, type Body } from './ingest-gate.js';
import { GatewayTally, IngestGateways } from './ingest-gateways.js';
import { IngestJournal, type JournalRecord } from './ingest-journal.js';
import type { IngestRepository } from './ingest.repository.js';
import { ReadingBuffer, type Row, type WriteTiming } from './reading-buffer.js';
import type { SeqGapRepository } from './seq-gaps.js';
import { SetAsideReport } from './set-aside.js';

/** What ingest needs from the gateway module: who a serial number is, and its points; command acknowledgements. */
export type IngestPorts = {
  gateways: Pick<GatewayService, 'ref' | 'pointIds'>;
  control: Pick<ControlService, 'onAck'>;
};
export type AcceptedReading = Row;

/**
 * Readings held in memory at most (default of INGEST_MAX_BACKLOG) while the database is slow or away. When full,
 * messages are not acknowledged until there is room again: gateways (and an external broker's session) keep them.
 * High enough to ride out bursts and a slow database without that: an external broker's own queue is often short.
 */
export const DEFAULT_MAX_BACKLOG_ROWS = 500_000;
/** Bytes of gateway messages waiting to be handled, at most (the same hold applies). */
const MAX_QUEUED_BYTES = 64 * 1024 * 1024;

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

/**
 * Turns gateway messages into stored facts: validates every payload, counts rejections per gateway, and
 * writes readings in batches (idempotent on point + timestamp, rollups in the same statement). A write failed on
 * the connection keeps its rows for the next try; readings the database refuses as data are set aside (logged,
 * counted), never retried. Telemetry and births are journaled to disk before the broker acknowledges them, so a
 * killed server replays them at the next start.
 */
export class IngestService {
  private readonly gateways: IngestGateways;
  private readonly tally = new GatewayTally();
  private readonly buffer: ReadingBuffer;
  private readonly setAside: SetAsideReport;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private flushAfter: Promise<void> | null = null;
  /** Readings accepted since start (metrics). */
  acceptedRows = 0;
  private readonly journal: IngestJournal;
  private readonly gate: IngestGate;
  private heldLoggedAt = 0;
  private recovered: JournalRecord[];
  private readonly flushMs: number;
  /** Accepted readings of one telemetry message, before they are stored (alarms, strategies, live values). */
  readonly readings = new Listeners<[fid: number, rows: AcceptedReading[]]>((err) => this.log.warn({ err }, '读数监听失败'));
  /** Gateway online/offline (offline alarms, live channel). */
  readonly gatewayStatus = new Listeners<[gwId: number, online: boolean]>((err) => this.log.warn({ err }, '网关状态监听失败'));
  /** Switch state reported by a gateway (live channel, strategies). */
  readonly switchState = new Listeners<[fid: number, pointId: number, state: { on: boolean; value: number | null; cause: string; ts: Date }]>((err) =>
    this.log.warn({ err }, '开关状态监听失败'),
  );
  unknownGatewayMsgs = 0;
  /** Each write statement's readings, duration and how long its oldest reading waited in memory (metrics). */
  readonly writes = new Listeners<[t: WriteTiming]>((err) => this.log.warn({ err }, '写入计时监听失败'));

  constructor(
    private readonly repo: IngestRepository,
    private readonly ports: IngestPorts,
    private readonly log: FastifyBaseLogger,
    opts: IngestOptions,
  ) {
    this.gateways = new IngestGateways(ports.gateways);
    this.flushMs = opts.flushMs ?? 200;
    this.setAside = new SetAsideReport(repo, log, this.tally);
    this.buffer = new ReadingBuffer(repo, log, opts.writers ?? 1, opts.seqs, (t) => void this.writes.emit(t), (g) => this.setAside.report(g));
    this.gate = new IngestGate(opts.maxBacklogRows ?? DEFAULT_MAX_BACKLOG_ROWS, MAX_QUEUED_BYTES, () => ({ rows: this.pendingRows, bytes: this.queuedBytes }));
    this.journal = new IngestJournal(opts.journalDir);
    // Read before anything is appended: new segments are numbered after the ones left behind.
    this.recovered = this.journal.recover();
  }

  start() {
    if (this.recovered.length > 0) {
      this.log.info({ messages: this.recovered.length }, '重放上次未处理完的网关消息（遥测与 birth）');
      // Acknowledged before the crash: taken whatever the backlog (new messages wait for room behind them).
      for (const r of this.recovered) {
        const body = parseBody(r.payload);
        this.enqueue(r.topic, r.payload, body, r.topic.endsWith('/telemetry') ? claimedRows(body) : 0, true);
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
    return this.buffer.rows + this.queuedRows;
  }

  /** Always 0: a full backlog holds acknowledgements instead of dropping readings (kept for /api/health and /metrics). */
  get droppedRows() {
    return 0;
  }

  /** Since start: readings and messages refused at the door; readings the database refused as data, set aside (metrics). */
  get refused() {
    return { rejected: this.tally.rejectedTotal, setAside: this.setAside.rows };
  }

  /** Messages whose acknowledgement is waiting for room now, and since start. */
  get held() {
    return { now: this.gate.heldNow, total: this.gate.heldTotal };
  }

  /** Forgets cached gateway facts (after a gateway is created or its points change). */
  forget(sn: string) {
    this.gateways.forget(sn);
  }

  private chain: Promise<void> = Promise.resolve();
  private queuedBytes = 0;
  /** Readings claimed by messages still to be handled. */
  private queuedRows = 0;

  /**
   * Takes a gateway's message; the broker may acknowledge it once it is taken: telemetry is in the journal then.
   * null: taken now. A promise: the backlog is full; hold the acknowledgement until it resolves (a rejection:
   * never acknowledge, the sender sends it again). Throws when the journal cannot be written (do not acknowledge).
   */
  accept(topic: string, payload: Buffer): Promise<void> | null {
    const body = parseBody(payload);
    const telemetry = topic.endsWith('/telemetry');
    const rows = telemetry ? claimedRows(body) : 0;
    // A birth too: with an external broker the gateway stays connected when this instance dies, so a birth lost
    // here would not come again soon, and the readings of the points it announced would be refused meanwhile.
    const journaled = telemetry || topic.endsWith('/birth');
    const held = this.gate.offer({ rows, bytes: payload.length }, () => {
      if (journaled) this.journal.append(topic, payload);
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
    // The claim moves to the buffer as the readings do (listeners run after that): never counted twice.
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
      const t = parseTopic(topic);
      const gw = await this.gateways.get(t?.sn ?? '');
      // Only well-formed JSON was journaled usefully; anything else was rejected (and counted) the first time.
      released();
      if (!gw || body === MALFORMED) return;
      // Replayed in journal order: a birth lands before the readings it announced.
      if (t?.kind === 'birth') await this.declarePoints(gw, body);
      else this.telemetry(gw, body, false);
      return;
    }
    const t = parseTopic(topic);
    if (!t || t.kind === 'cmd') return;
    const gw = await this.gateways.get(t.sn);
    if (!gw) {
      this.unknownGatewayMsgs += 1;
      return;
    }
    if (body === MALFORMED) return this.tally.add(gw.gwId, 0, 1, 'malformed_json');
    if (t.kind === 'status') {
      const s = gatewayStatusSchema.safeParse(body);
      if (!s.success) return this.tally.add(gw.gwId, 0, 1, 'invalid_status');
      await this.repo.setOnline(gw.gwId, s.data.state === 'ready', new Date());
      await this.gatewayStatus.emit(gw.gwId, s.data.state === 'ready');
    } else if (t.kind === 'birth') {
      if (!(await this.declarePoints(gw, body))) return this.tally.add(gw.gwId, 0, 1, 'invalid_birth');
      this.tally.add(gw.gwId, 0, 0);
    } else if (t.kind === 'telemetry') {
      await this.gateways.refreshPointsFor(t.sn, gw, body);
      released();
      const accepted = this.telemetry(gw, body, true);
      if (accepted.length > 0) await this.readings.emit(gw.fid, accepted);
    } else if (t.kind === 'cmd/ack') {
      const ok = await this.ports.control.onAck(gw.gwId, body);
      if (!ok) return this.tally.add(gw.gwId, 0, 1, 'invalid_ack');
      this.tally.add(gw.gwId, 0, 0);
    } else if (t.kind === 'state') {
      const s = stateChangeSchema.safeParse(body);
      const pointId = s.success ? gw.points.get(s.data.point) : undefined;
      if (!s.success || !pointId) return this.tally.add(gw.gwId, 0, 1, 'invalid_state');
      const state = { on: s.data.state.on, value: s.data.state.value, cause: s.data.cause, ts: new Date(s.data.ts) };
      await this.repo.setSwitchState(pointId, state);
      await this.switchState.emit(gw.fid, pointId, state);
      this.tally.add(gw.gwId, 0, 0);
    }
  }

  /** A birth's points, created or updated (idempotent); false when the birth is not valid. */
  private async declarePoints(gw: GatewayRef, body: unknown): Promise<boolean> {
    const b = birthSchema.safeParse(body);
    if (!b.success) return false;
    await this.repo.upsertPoints(gw.gwId, b.data.points);
    await this.gateways.reloadPoints(gw);
    return true;
  }

  private telemetry(gw: GatewayRef, body: unknown, count: boolean): Row[] {
    const stat = count ? this.tally.add.bind(this.tally) : () => undefined;
    // Checked in place (no copy of the batch): this runs for every reading.
    if (!isTelemetry(body)) {
      stat(gw.gwId, 0, 1, 'invalid_payload');
      return [];
    }
    if (countReadings(body) > IOT_LIMITS.maxReadingsPerBatch) {
      stat(gw.gwId, 0, 1, 'oversized_batch');
      return [];
    }
    const { accepted, rejected } = checkTelemetry(body, gw.points, Date.now());
    const rows = accepted.map((r) => ({ pointId: gw.points.get(r.code)!, ms: r.ts, v: r.v }));
    this.buffer.add(gw.gwId, body.seq, rows);
    if (count) this.acceptedRows += rows.length;
    stat(gw.gwId, accepted.length, rejected.length, rejected[0]?.reason ?? '');
    return rows;
  }

  /**
   * Writes everything taken before the call. A flush already running may have started before the caller's
   * messages, so callers during one share a single follow-up flush instead.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAfter ??= this.flushing.then(
        () => this.flushAgain(),
        () => this.flushAgain(),
      );
      return this.flushAfter;
    }
    this.flushing = this.doFlush().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private flushAgain() {
    this.flushAfter = null;
    return this.flush();
  }

  private async doFlush() {
    // Everything journaled before this point is in the sealed segments; once the chain has turned those messages
    // into pending rows and all pending rows are written, the segments can go.
    const sealed = this.journal.rotate();
    await this.chain;
    const written = await this.buffer.write(() => this.gate.wake());
    if (written) this.journal.release(sealed);
    // Statistics are best effort; readings are not.
    await this.repo.addStats(this.tally.take()).catch((err: Error) => this.log.warn({ err: err.message }, '网关统计写入失败'));
  }
}
