import type { Db, DbHandle } from '../../db/client.js';
import { LEADER_LOCKS, LEADER_RETRY_MS, tryLeadership as tryLock } from '../../lib/leadership.js';

/** Leadership for the strategy engine: only one server instance sharing a PostgreSQL database runs the strategies. */
export const tryLeadership = (kind: DbHandle['kind'], db: Db, onLost?: () => void) => tryLock(kind, db, LEADER_LOCKS.rules, onLost);

/**
 * Starts the engine once this instance is the leader; a standby instance retries every few seconds and takes over when
 * the leader's connection ends. Returns the stop function.
 */
export async function startRuleEngine(engine: { start: () => Promise<void>; stop: () => Promise<void> }, handle: DbHandle, log: { info: (m: string) => void }) {
  let lead: { release: () => Promise<void> } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const retry = () => {
    if (!stopped) timer = setTimeout(() => void attempt(), LEADER_RETRY_MS);
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
