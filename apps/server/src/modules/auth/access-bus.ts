import type { Db } from '../../db/client.js';
import type { AccessCache, AccessChange } from './access-cache.js';

/** The channel every instance's access cache listens on. */
export const ACCESS_CHANNEL = 'pfs_access';

type PgClient = {
  query: (q: string) => Promise<unknown>;
  on: (ev: 'notification', fn: (n: { channel: string; payload?: string }) => void) => void;
  once: (ev: 'error' | 'end', fn: () => void) => void;
  release: (err?: Error) => void;
};
type Pool = { connect: () => Promise<PgClient>; query: (q: string, p: unknown[]) => Promise<unknown> };
type Log = { warn: (o: object, m: string) => void };

/**
 * Keeps the access caches of instances sharing one PostgreSQL database in step: a session revoked, a member or role
 * changed, a factory renamed on one instance is published with NOTIFY (awaited, so it is sent before the change's
 * call answers) and every instance, this one included, drops the entries it makes stale. While the listening
 * connection is down changes may be missed, so the cache is emptied when it breaks and again once it is back.
 */
export class PgAccessBus {
  private client: PgClient | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly cache: AccessCache,
    private readonly log: Log,
  ) {}

  private get pool() {
    return (this.db as unknown as { $client: Pool }).$client;
  }

  async start() {
    this.stopped = false;
    this.cache.publishTo((c) => this.send(c));
    const c = await this.pool.connect();
    const lost = () => {
      if (this.client !== c) return;
      this.client = null;
      c.release(new Error('access listener lost'));
      this.cache.apply({ kind: 'all' });
      if (this.stopped) return;
      this.log.warn({}, '权限缓存：与数据库的监听连接中断，1 秒后重连');
      this.timer = setTimeout(() => void this.start().catch(() => lost()), 1_000);
    };
    c.on('notification', (n) => {
      if (n.channel !== ACCESS_CHANNEL) return;
      try {
        this.cache.apply(JSON.parse(n.payload ?? '') as AccessChange);
      } catch {
        this.cache.apply({ kind: 'all' });
      }
    });
    c.once('error', lost);
    c.once('end', lost);
    this.client = c;
    await c.query(`LISTEN ${ACCESS_CHANNEL}`);
    this.cache.apply({ kind: 'all' });
  }

  /** Never rejects: a change that cannot be published is still in the database, and the TTL bounds the rest. */
  private async send(change: AccessChange) {
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [ACCESS_CHANNEL, JSON.stringify(change)]);
    } catch (err) {
      this.log.warn({ err }, '权限缓存：无法通知其他实例');
    }
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.cache.publishTo(async () => {});
    const c = this.client;
    this.client = null;
    if (c) {
      await c.query(`UNLISTEN ${ACCESS_CHANNEL}`).catch(() => undefined);
      c.release();
    }
  }
}
