import type { Db, DbHandle } from '../../db/client.js';

// Any fixed number: only one server instance sharing a PostgreSQL database runs the strategies.
const RULE_ENGINE_LOCK = 727_004;

type PoolClient = {
  query: (q: string, p: unknown[]) => Promise<{ rows: { ok: boolean }[] }>;
  release: (err?: Error) => void;
  once: (ev: 'error' | 'end', fn: () => void) => void;
};

/**
 * Leadership for the strategy engine. On PostgreSQL a session advisory lock held on one dedicated connection
 * (released when the connection ends, also when the process dies); PGlite is single-process, so always leader.
 */
export async function tryLeadership(kind: DbHandle['kind'], db: Db, onLost: () => void = () => undefined): Promise<{ release: () => Promise<void> } | null> {
  if (kind !== 'postgres') return { release: async () => {} };
  const pool = (db as unknown as { $client: { connect: () => Promise<PoolClient> } }).$client;
  const client = await pool.connect();
  const { rows } = await client.query('select pg_try_advisory_lock($1) as ok', [RULE_ENGINE_LOCK]);
  if (!rows[0]?.ok) {
    client.release();
    return null;
  }
  // The lock lives as long as this connection: if it breaks (database outage), leadership is gone with it.
  let lost = false;
  const lose = () => {
    if (lost) return;
    lost = true;
    client.release(new Error('leader connection lost'));
    onLost();
  };
  client.once('error', lose);
  client.once('end', lose);
  return {
    release: async () => {
      if (lost) return;
      lost = true;
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
  let stopped = false;
  const retry = () => {
    if (!stopped) timer = setTimeout(() => void attempt(), 15_000);
  };
  // Leadership lost with its connection: stop acting at once, then compete again like a standby.
  const onLost = () => {
    lead = null;
    log.info('控制策略：与数据库的连接中断，暂停执行策略并重新竞选');
    void engine.stop().finally(retry);
  };
  const attempt = async () => {
    if (stopped) return;
    lead = await tryLeadership(handle.kind, handle.db, onLost).catch(() => null);
    if (!lead) return retry();
    try {
      await engine.start();
      log.info('控制策略：本实例负责执行策略');
    } catch {
      await engine.stop();
      await lead?.release();
      lead = null;
      retry();
    }
  };
  await attempt();
  if (!lead) log.info('控制策略：另一实例正在执行策略，本实例待命');
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await engine.stop();
    await (lead as { release: () => Promise<void> } | null)?.release();
  };
}
