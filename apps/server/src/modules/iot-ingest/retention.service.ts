import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';

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
    private readonly db: Db,
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
    // Points with data older than the cut-off are those with a daily rollup that early: a small table, no raw scan.
    const points = await this.rows<{ point_id: number }>(sql`
      select distinct point_id from iot_rollup_daily where first_ts < ${cutoff.toISOString()}::timestamptz order by 1`);
    let total = 0;
    for (const { point_id: pointId } of points) {
      for (;;) {
        const [r] = await this.rows<{ n: number }>(sql`
          with gone as (
            delete from iot_readings where ctid = any(array(
              select ctid from iot_readings where point_id = ${pointId} and ts < ${cutoff.toISOString()}::timestamptz limit ${CHUNK_ROWS}))
            returning 1)
          select count(*)::int as n from gone`);
        const n = Number(r?.n ?? 0);
        total += n;
        if (n < CHUNK_ROWS) break;
      }
    }
    if (total > 0) this.log.info({ deleted: total, before: cutoff.toISOString() }, `已清理 ${this.days} 天前的原始读数`);
    return total;
  }

  private async rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
    return ((await this.db.execute(q)) as unknown as { rows: T[] }).rows;
  }
}
