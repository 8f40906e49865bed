import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { PeriodicJob } from '../../lib/periodic-job.js';

/** A jump larger than this is a gateway that restarted its numbering (see docs/iot-protocol.md), not lost messages. */
export const SEQ_RESTART_JUMP = 1_000_000;
/** Sequence numbers younger than this wait for the next check: another instance may still be writing their neighbours. */
export const SEQ_SETTLE_MS = 10_000;

type Rows = { rows: Record<string, unknown>[] };

/**
 * Gaps in gateways' telemetry `seq` numbers. Every instance records the numbers it received (after their readings
 * were stored); the scheduler leader compares the union: per gateway, ordered by seq, each step of more than one is
 * that many missing messages. One row per gateway is kept as the base of the next check, so a gap across two checks
 * is counted once; a base above newer numbers (a gateway that restarted at 1) is not a gap.
 */
export class SeqGapRepository {
  constructor(private readonly db: Db) {}

  async record(seqs: Map<number, number[]>) {
    const gw: number[] = [];
    const seq: number[] = [];
    for (const [g, list] of seqs)
      for (const s of list) {
        gw.push(g);
        seq.push(s);
      }
    if (gw.length === 0) return;
    await this.db.execute(sql`INSERT INTO iot_gw_seq (gw_id, seq)
      SELECT * FROM unnest(${`{${gw.join(',')}}`}::int[], ${`{${seq.join(',')}}`}::bigint[]) ON CONFLICT DO NOTHING`);
  }

  /** Counts the gaps among settled numbers into each gateway's seq_gap_ct; returns the gaps found in this check. */
  async check(settleMs = SEQ_SETTLE_MS): Promise<number> {
    const res = (await this.db.execute(sql`
      WITH settled AS (
        SELECT gw_id, seq, base, at, lag(seq) OVER w AS prev
        FROM iot_gw_seq WHERE at < now() - make_interval(secs => ${settleMs / 1000})
        WINDOW w AS (PARTITION BY gw_id ORDER BY seq)
      ), gaps AS (
        SELECT gw_id, sum(CASE WHEN NOT base AND seq - prev BETWEEN 2 AND ${SEQ_RESTART_JUMP} THEN seq - prev - 1 ELSE 0 END)::bigint AS n
        FROM settled GROUP BY gw_id
      ), keep AS (
        SELECT DISTINCT ON (gw_id) gw_id, seq FROM settled ORDER BY gw_id, at DESC, seq DESC
      ), del AS (
        DELETE FROM iot_gw_seq s USING settled t WHERE s.gw_id = t.gw_id AND s.seq = t.seq
          AND NOT EXISTS (SELECT 1 FROM keep k WHERE k.gw_id = s.gw_id AND k.seq = s.seq)
      ), mark AS (
        UPDATE iot_gw_seq s SET base = true FROM keep k WHERE s.gw_id = k.gw_id AND s.seq = k.seq
      ), upd AS (
        UPDATE iot_gateways g SET seq_gap_ct = g.seq_gap_ct + gaps.n FROM gaps WHERE g.gw_id = gaps.gw_id AND gaps.n > 0
      )
      SELECT coalesce(sum(n), 0)::bigint AS n FROM gaps`)) as unknown as Rows;
    return Number(res.rows[0]?.n ?? 0);
  }

  /** All gateways: messages missing and how many gateways miss any (health check). */
  async totals(): Promise<{ gaps: number; gateways: number }> {
    const res = (await this.db.execute(
      sql`SELECT coalesce(sum(seq_gap_ct), 0)::bigint AS gaps, count(*) FILTER (WHERE seq_gap_ct > 0)::int AS gws FROM iot_gateways`,
    )) as unknown as Rows;
    return { gaps: Number(res.rows[0]?.gaps ?? 0), gateways: Number(res.rows[0]?.gws ?? 0) };
  }
}

/** The periodic check, run by the scheduler leader only. */
export class SeqGapCheck extends PeriodicJob {
  /** Gaps found since this instance started checking (metrics). */
  found = 0;
  constructor(
    private readonly repo: SeqGapRepository,
    log: { warn: (o: object, m: string) => void },
    everyMs = 15_000,
  ) {
    super(log, everyMs, 'seq 缺号检查失败');
  }

  async runOnce(settleMs?: number) {
    const n = await this.repo.check(settleMs);
    if (n > 0) this.log.warn({ missing: n }, `发现 ${n} 条遥测消息缺号（网关 seq 不连续）：检查 MQTT 服务器的队列设置（见 docs/deploy.md）`);
    this.found += n;
    return n;
  }
}
