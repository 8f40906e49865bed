import type { FastifyBaseLogger } from 'fastify';
import type { IngestRepository } from './ingest.repository.js';
import type { ReadingRow } from './reading-copy.js';
import type { SeqGapRepository } from './seq-gaps.js';

/** An accepted reading, its time in epoch milliseconds (no Date per reading: ingest handles 100 000 a second). */
export type Row = ReadingRow;

/** One write statement done: its readings, how long it took, and how long its oldest reading had waited in memory before it. */
export type WriteTiming = { rows: number; seconds: number; waitedSeconds: number };

/** Rows per write statement at most: a backlog is written in big statements, each folding many readings per rollup row. */
const WRITE_BATCH_ROWS = 100_000;

/** Splits rows by point into n parts: parts touch disjoint rollup rows, so concurrent writes never wait on each other. */
function partition(rows: Row[], n: number): Row[][] {
  if (n <= 1) return [rows];
  const parts = Array.from({ length: n }, () => [] as Row[]);
  for (const r of rows) parts[r.pointId % n]!.push(r);
  return parts.filter((p) => p.length > 0);
}

/**
 * Accepted readings waiting to be written, with the telemetry seq numbers they came with. A failed write keeps
 * its rows, in order, for the next try; seq numbers are recorded only once their readings are stored.
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
        await Promise.all(partition(batch, this.writers).map((part) => this.repo.writeReadings(part)));
      } catch (err) {
        // Back in front, in order (a part already written is harmless: storage is idempotent). Nothing is dropped:
        // while the backlog is full, new messages wait unacknowledged.
        this.pending = batch.concat(this.pending);
        this.oldestAt = start - waited;
        this.log.warn({ err: (err as Error).message, pending: this.pending.length }, '读数写入失败，稍后重试');
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
}
