import type { Db, DbHandle } from '../../db/client.js';

// Any fixed number: only one server instance sharing a PostgreSQL database runs the strategies.
const RULE_ENGINE_LOCK = 727_004;

type PoolClient = { query: (q: string, p: unknown[]) => Promise<{ rows: { ok: boolean }[] }>; release: () => void };

/**
 * Leadership for the strategy engine. On PostgreSQL a session advisory lock held on one dedicated connection
 * (released when the connection ends, also when the process dies); PGlite is single-process, so always leader.
 */
export async function tryLeadership(kind: DbHandle['kind'], db: Db): Promise<{ release: () => Promise<void> } | null> {
  if (kind !== 'postgres') return { release: async () => {} };
  const pool = (db as unknown as { $client: { connect: () => Promise<PoolClient> } }).$client;
  const client = await pool.connect();
  const { rows } = await client.query('select pg_try_advisory_lock($1) as ok', [RULE_ENGINE_LOCK]);
  if (!rows[0]?.ok) {
    client.release();
    return null;
  }
  return {
    release: async () => {
      await client.query('select pg_advisory_unlock($1) as ok', [RULE_ENGINE_LOCK]).catch(() => undefined);
      client.release();
    },
  };
}

/**
 * Starts the engine once this instance is the leader; a standby instance retries every 15 s and takes over when
 * the leader's connection ends. Returns the stop function.
 */
export async function startRuleEngine(engine: { start: () => Promise<void>; stop: () => Promise<void> }, handle: DbHandle, log: { info: (m: string) => void }) {
  let lead: { release: () => Promise<void> } | null = null;
  let timer: NodeJS.Timeout | null = null;
  const attempt = async () => {
    lead = await tryLeadership(handle.kind, handle.db).catch(() => null);
    if (!lead) {
      timer = setTimeout(() => void attempt(), 15_000);
      return;
    }
    await engine.start();
    log.info('控制策略：本实例负责执行策略');
  };
  await attempt();
  if (!lead) log.info('控制策略：另一实例正在执行策略，本实例待命');
  return async () => {
    if (timer) clearTimeout(timer);
    await engine.stop();
    await (lead as { release: () => Promise<void> } | null)?.release();
  };
}
