import type { FastifyBaseLogger } from 'fastify';
import type { IngestRepository } from './ingest.repository.js';
import type { ReadingRow } from './reading-copy.js';
import type { SeqGapRepository } from './seq-gaps.js';
import { isDataError, writeFailure, type WriteFailure } from './write-errors.js';

/** An accepted reading, its time in epoch milliseconds (no Date per reading: ingest handles 100 000 a second). */
export type Row = ReadingRow;

/** One write statement done: its readings, how long it took, and how long its oldest reading had waited in memory before it. */
export type WriteTiming = { rows: number; seconds: number; waitedSeconds: number };

/** Rows per write statement at most: a backlog is written in big statements, each folding many readings per rollup row. */
const WRITE_BATCH_ROWS = 100_000;

/** Readings the database refused as data, with its reason: set aside, never written again. */
export type SetAside = { rows: Row[]; failure: WriteFailure };

/**
 * Extra write statements one write may spend to single out the readings a data error is about (one bad reading in
 * a full batch takes ~34). Beyond, a part that still fails is set aside whole: the write must end.
 */
const ISOLATE_STATEMENTS = 256;

/** Splits rows by point into n parts: parts touch disjoint rollup rows, so concurrent writes never wait on each other. */
function partition(rows: Row[], n: number): Row[][] {
  if (n <= 1) return [rows];
  const parts = Array.from({ length: n }, () => [] as Row[]);
  for (const r of rows) parts[r.pointId % n]!.push(r);
  return parts.filter((p) => p.length > 0);
}

/** Two halves of rows sorted by point and time, cut at a change of point near the middle when there is one. */
function halves(rows: Row[]): [Row[], Row[]] {
  const s = rows.slice().sort((a, b) => a.pointId - b.pointId || a.ms - b.ms);
  const mid = s.length >> 1;
  for (let d = 0; d < mid; d++) {
    for (const i of [mid - d, mid + d]) if (i > 0 && i < s.length && s[i]!.pointId !== s[i - 1]!.pointId) return [s.slice(0, i), s.slice(i)];
  }
  return [s.slice(0, mid), s.slice(mid)];
}

/**
 * Accepted readings waiting to be written, with the telemetry seq numbers they came with. A write that fails on the
 * connection (or any error that may pass) keeps its rows, in order, for the next try; one that fails on data is
 * split until the readings at fault stand alone: the rest is stored, those are handed to `setAside` and never
 * written again — retrying them would fail forever and hold back every gateway behind them. Seq numbers are
 * recorded only once their readings are dealt with.
 */
export class ReadingBuffer {
  private pending: Row[] = [];
  private seqs = new Map<number, number[]>();
  /** Readings taken by a write statement not finished yet. */
  private writing = 0;
  /** When the oldest pending reading was taken (performance.now(), ms); null while nothing is pending. */
  private oldestAt: number | null = null;

  constructor(
    private readonly repo: Pick<IngestRepository, 'writeReadings'>,
    private readonly log: FastifyBaseLogger,
    private readonly writers: number,
    private readonly seqLog?: Pick<SeqGapRepository, 'record'>,
    /** Told after each successful write statement (metrics: where the time from message to stored goes). */
    private readonly timed: (t: WriteTiming) => void = () => undefined,
    /** Readings the database refused as data; reported (logged, counted), never written again. */
    private readonly setAside: (groups: SetAside[]) => Promise<void> = async () => undefined,
  ) {}

  /** Waiting to be written or being written. */
  get rows() {
    return this.pending.length + this.writing;
  }

  add(gwId: number, seq: number, rows: Row[]) {
    if (this.seqLog) {
      const list = this.seqs.get(gwId);
      if (list) list.push(seq);
      else this.seqs.set(gwId, [seq]);
    }
    if (rows.length > 0) this.oldestAt ??= performance.now();
    for (const r of rows) this.pending.push(r);
  }

  /** Writes what is pending, statement by statement (`wrote` after each); false when a write failed. */
  async write(wrote: () => void): Promise<boolean> {
    const seqs = this.seqs;
    this.seqs = new Map();
    let written = true;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, WRITE_BATCH_ROWS * this.writers);
      // What is left over (a backlog written in several statements) counts as waiting since this one started.
      const start = performance.now();
      const waited = start - (this.oldestAt ?? start);
      this.oldestAt = this.pending.length > 0 ? start : null;
      this.writing += batch.length;
      try {
        const budget = { statements: ISOLATE_STATEMENTS };
        const aside = (await Promise.all(partition(batch, this.writers).map((part) => this.store(part, budget)))).flat();
        if (aside.length > 0) await this.setAside(aside).catch((err: Error) => this.log.warn({ err: err.message }, '搁置读数的报告失败'));
      } catch (err) {
        // Back in front, in order (a part already written is harmless: storage is idempotent). Nothing is dropped:
        // while the backlog is full, new messages wait unacknowledged.
        this.pending = batch.concat(this.pending);
        this.oldestAt = start - waited;
        this.log.warn({ err: writeFailure(err).message, pending: this.pending.length }, '读数写入失败，稍后重试');
        written = false;
        break;
      } finally {
        this.writing -= batch.length;
      }
      this.timed({ rows: batch.length, seconds: (performance.now() - start) / 1000, waitedSeconds: waited / 1000 });
      wrote();
    }
    if (written && seqs.size > 0) await this.seqLog?.record(seqs).catch((err: Error) => this.log.warn({ err: err.message }, '遥测 seq 记录失败'));
    else for (const [g, list] of seqs) this.seqs.set(g, list.concat(this.seqs.get(g) ?? []));
    return written;
  }

  /** Writes rows; on a data error, halves and writes again, down to the readings at fault (returned). Other errors throw. */
  private async store(rows: Row[], budget: { statements: number }): Promise<SetAside[]> {
    try {
      await this.repo.writeReadings(rows);
      return [];
    } catch (err) {
      const failure = writeFailure(err);
      if (!isDataError(failure)) throw err;
      if (rows.length === 1 || budget.statements < 2) return [{ rows, failure }];
      budget.statements -= 2;
      const [a, b] = halves(rows);
      // One after the other: halves of one point may touch the same rollup rows.
      return (await this.store(a, budget)).concat(await this.store(b, budget));
    }
  }
}
