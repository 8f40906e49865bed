import type { Db, DbHandle } from '../db/client.js';

/** Advisory lock numbers of the jobs that run on one instance only (any fixed numbers, distinct from the migration lock). */
export const LEADER_LOCKS = { rules: 727_004, schedulers: 727_010 } as const;

/** How often a standby instance tries to take over: a dead leader's jobs resume within this (plus the database noticing the broken connection). */
export const LEADER_RETRY_MS = 3_000;

type PoolClient = {
  query: (q: string, p: unknown[]) => Promise<{ rows: { ok: boolean }[] }>;
  release: (err?: Error) => void;
  once: (ev: 'error' | 'end', fn: () => void) => void;
};

export type Lease = { release: () => Promise<void> };

/**
 * One attempt at leadership under `lockId`. On PostgreSQL a session advisory lock held on one dedicated connection
 * (released when the connection ends, also when the process dies: kill -9 included); PGlite is single-process, so
 * always leader. `onLost` runs once if the connection breaks while held.
 */
export async function tryLeadership(kind: DbHandle['kind'], db: Db, lockId: number, onLost: () => void = () => undefined): Promise<Lease | null> {
  if (kind !== 'postgres') return { release: async () => {} };
  const pool = (db as unknown as { $client: { connect: () => Promise<PoolClient> } }).$client;
  const client = await pool.connect();
  let rows: { ok: boolean }[];
  try {
    ({ rows } = await client.query('select pg_try_advisory_lock($1) as ok', [lockId]));
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  if (!rows[0]?.ok) {
    client.release();
    return null;
  }
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
      await client.query('select pg_advisory_unlock($1) as ok', [lockId]).catch(() => undefined);
      client.release();
    },
  };
}

/** A job that must run on exactly one instance: started when this instance leads, stopped when it stops leading. */
export type LeaderTask = { name: string; start: () => void | Promise<void>; stop: () => void | Promise<void> };

type Log = { info: (m: string) => void; warn: (o: object, m: string) => void };

/**
 * Runs a set of tasks on whichever instance holds the advisory lock `lockId`. Standby instances retry every
 * `retryMs` and take over when the leader's connection ends (process killed, network cut, orderly stop). Tasks can
 * be added before or after `start()`; one added later starts at once if this instance already leads.
 *
 *   const leader = new Leadership(db, log, { lockId: LEADER_LOCKS.schedulers, label: '定时任务' });
 *   leader.add({ name: '天气', start: () => weather.start(), stop: () => weather.stop() });
 *   await leader.start();   // … and `await leader.stop()` on close
 */
export class Leadership {
  private readonly tasks: LeaderTask[] = [];
  private lease: Lease | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly retryMs: number;
  private readonly lockId: number;
  private readonly label: string;

  constructor(
    private readonly handle: Pick<DbHandle, 'kind' | 'db'>,
    private readonly log: Log,
    o: { lockId: number; label: string; retryMs?: number },
  ) {
    this.lockId = o.lockId;
    this.label = o.label;
    this.retryMs = o.retryMs ?? LEADER_RETRY_MS;
  }

  get leading() {
    return this.lease !== null;
  }

  add(task: LeaderTask) {
    this.tasks.push(task);
    if (this.lease) void this.startTask(task);
  }

  /** First attempt now (a single instance starts its jobs before it serves); then retries in the background. */
  async start() {
    this.stopped = false;
    await this.attempt();
    if (!this.lease && !this.stopped) this.log.info(`${this.label}：另一实例正在执行，本实例待命`);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const lease = this.lease;
    this.lease = null;
    await this.stopTasks();
    await lease?.release();
  }

  private retry() {
    if (!this.stopped) this.timer = setTimeout(() => void this.attempt(), this.retryMs);
  }

  private async attempt() {
    this.timer = null;
    if (this.stopped) return;
    const lease = await tryLeadership(this.handle.kind, this.handle.db, this.lockId, () => this.onLost()).catch(() => null);
    if (!lease) return this.retry();
    if (this.stopped) return void (await lease.release());
    this.lease = lease;
    for (const t of this.tasks) await this.startTask(t);
    this.log.info(`${this.label}：本实例负责执行`);
  }

  private async startTask(t: LeaderTask) {
    try {
      await t.start();
    } catch (err) {
      this.log.warn({ err }, `${this.label}：${t.name}启动失败`);
    }
  }

  private async stopTasks() {
    for (const t of this.tasks) {
      try {
        await t.stop();
      } catch (err) {
        this.log.warn({ err }, `${this.label}：${t.name}停止失败`);
      }
    }
  }

  // Leadership lost with its connection: stop acting at once, then compete again like a standby.
  private onLost() {
    if (!this.lease) return;
    this.lease = null;
    this.log.info(`${this.label}：与数据库的连接中断，暂停执行并重新竞选`);
    void this.stopTasks().finally(() => this.retry());
  }
}
