import { PeriodicJob } from '../../lib/periodic-job.js';
import type { RuleEngine } from './rule-engine.js';
import type { RuleRow } from './rule.repository.js';

/**
 * Strategy edits made through another instance reach the engine: where the engine runs (the leader), every few
 * seconds the enabled strategies' versions in the database are compared with the engine's, and a strategy saved,
 * enabled, disabled or deleted elsewhere is reloaded. Edits through the leader itself are reloaded at once.
 */
export class RuleSync extends PeriodicJob {
  constructor(
    private readonly repo: { allEnabled(): PromiseLike<RuleRow[]> },
    private readonly engine: Pick<RuleEngine, 'running' | 'versions' | 'reload'>,
    log: { warn: (o: object, m: string) => void },
    everyMs = 5_000,
  ) {
    super(log, everyMs, '控制策略同步失败');
  }

  /** Returns how many strategies were reloaded. */
  async runOnce(): Promise<number> {
    if (!this.engine.running) return 0;
    const rows = await this.repo.allEnabled();
    const known = this.engine.versions();
    let n = 0;
    for (const row of rows) {
      if (known.get(row.ruleId) === row.updatedAt.getTime()) continue;
      await this.engine.reload(row.fid, row.ruleId, row);
      n++;
    }
    const enabled = new Set(rows.map((r) => r.ruleId));
    for (const id of known.keys()) {
      if (enabled.has(id)) continue;
      await this.engine.reload(0, id, null);
      n++;
    }
    return n;
  }
}
