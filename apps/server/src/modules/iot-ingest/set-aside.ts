import type { FastifyBaseLogger } from 'fastify';
import type { GatewayTally } from './ingest-gateways.js';
import type { IngestRepository } from './ingest.repository.js';
import type { SetAside } from './reading-buffer.js';

/** A gateway whose readings keep being set aside is logged again at most this often (with the count meanwhile). */
const RELOG_MS = 60_000;
/** Readings named in a log line at most (the rest are counted). */
const SAMPLE = 5;

/**
 * Readings the database refused as data (see ReadingBuffer): logged at warn with their gateway and the database's
 * reason, counted in the gateway's 拒收 statistics (reason `unstorable`, visible in 网关统计) and in the metrics.
 * They are not kept anywhere else: the log line names the point, time and value of the first few.
 */
export class SetAsideReport {
  /** Readings set aside since start (metrics). */
  rows = 0;
  private readonly logged = new Map<number, { at: number; unlogged: number }>();

  constructor(
    private readonly repo: Pick<IngestRepository, 'pointOwners'>,
    private readonly log: FastifyBaseLogger,
    private readonly tally: GatewayTally,
  ) {}

  async report(groups: SetAside[]): Promise<void> {
    const all = groups.flatMap((g) => g.rows.map((r) => ({ ...r, failure: g.failure })));
    this.rows += all.length;
    const ids = [...new Set(all.map((r) => r.pointId))];
    const owners = new Map((await this.repo.pointOwners(ids).catch(() => [])).map((o) => [o.point_id, o]));
    const byGw = new Map<number, typeof all>();
    for (const r of all) {
      const gwId = owners.get(r.pointId)?.gw_id ?? 0;
      const list = byGw.get(gwId);
      if (list) list.push(r);
      else byGw.set(gwId, [r]);
    }
    const now = Date.now();
    for (const [gwId, rows] of byGw) {
      if (gwId > 0) this.tally.unstorable(gwId, rows.length);
      const seen = this.logged.get(gwId);
      if (seen && now - seen.at < RELOG_MS) {
        seen.unlogged += rows.length;
        continue;
      }
      this.logged.set(gwId, { at: now, unlogged: 0 });
      const owner = owners.get(rows[0]!.pointId);
      const { sqlstate, message } = rows[0]!.failure;
      this.log.warn(
        {
          gw_id: gwId || null,
          sn: owner?.sn ?? null,
          fid: owner?.fid ?? null,
          readings: rows.length,
          unlogged_since_last: seen?.unlogged ?? 0,
          sample: rows.slice(0, SAMPLE).map((r) => ({ point: owners.get(r.pointId)?.code ?? r.pointId, ts: new Date(r.ms).toISOString(), v: r.v })),
          sqlstate,
          reason: message,
        },
        '读数无法存入数据库（数据错误），已搁置、不再重试；其他读数照常写入',
      );
    }
  }
}
