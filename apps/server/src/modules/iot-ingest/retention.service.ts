import type { FastifyBaseLogger } from 'fastify';
import type { IngestRepository } from './ingest.repository.js';

/** Rows deleted per statement: short transactions, so ingest never waits long behind the clean-up. */
const CHUNK_ROWS = 10_000;
const DAY_MS = 86_400_000;

/**
 * Raw-data retention (IOT_RAW_RETENTION_DAYS): once a day, raw readings older than the limit are deleted in
 * bounded chunks, point by point along the primary key. Hourly and daily rollups are kept forever, so history
 * beyond the limit is still shown hour by hour and day by day.
 */
export class RawRetention {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly repo: Pick<IngestRepository, 'pointsWithRawBefore' | 'deleteRawBefore'>,
    private readonly days: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** First run shortly after start (not during it), then every 24 hours. */
  start(firstDelayMs = 60_000) {
    if (this.days <= 0 || this.timer) return;
    const tick = (delay: number) => {
      this.timer = setTimeout(() => {
        void this.runOnce()
          .catch((err: Error) => this.log.warn({ err: err.message }, '原始读数清理失败，明天重试'))
          .finally(() => this.timer && tick(DAY_MS));
      }, delay);
      this.timer.unref();
    };
    tick(firstDelayMs);
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Deletes raw readings older than the limit (relative to `now`); returns how many went. */
  runOnce(now = new Date()): Promise<number> {
    this.running ??= this.purge(new Date(now.getTime() - this.days * DAY_MS)).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async purge(cutoff: Date): Promise<number> {
    if (this.days <= 0) return 0;
    let total = 0;
    for (const pointId of await this.repo.pointsWithRawBefore(cutoff)) {
      for (;;) {
        const n = await this.repo.deleteRawBefore(pointId, cutoff, CHUNK_ROWS);
        total += n;
        if (n < CHUNK_ROWS) break;
      }
    }
    if (total > 0) this.log.info({ deleted: total, before: cutoff.toISOString() }, `已清理 ${this.days} 天前的原始读数`);
    return total;
  }
}
