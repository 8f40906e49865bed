import type { Db } from '../../db/client.js';
import { PgListener } from '../../lib/pg-listener.js';
import type { AccessCache, AccessChange } from '../../plugins/access-cache.js';

/** The channel every instance's access cache listens on. */
export const ACCESS_CHANNEL = 'pfs_access';

type Log = { warn: (o: object, m: string) => void };

/**
 * Keeps the access caches of instances sharing one PostgreSQL database in step: a session revoked, a member or role
 * changed, a factory renamed on one instance is published with NOTIFY (awaited, so it is sent before the change's
 * call answers) and every instance, this one included, drops the entries it makes stale. While the listening
 * connection is down changes may be missed, so the cache is emptied when it breaks and again once it is back.
 */
export class PgAccessBus {
  private readonly listener: PgListener;

  constructor(
    db: Db,
    private readonly cache: AccessCache,
    private readonly log: Log,
  ) {
    this.listener = new PgListener(db, ACCESS_CHANNEL, log, { name: 'access', lost: '权限缓存：与数据库的监听连接中断，1 秒后重连' });
  }

  async start() {
    this.cache.publishTo((c) => this.send(c));
    const emptyCache = () => this.cache.apply({ kind: 'all' });
    await this.listener.start({
      payload: (payload) => {
        try {
          this.cache.apply(JSON.parse(payload ?? '') as AccessChange);
        } catch {
          emptyCache();
        }
      },
      lost: emptyCache,
      listening: emptyCache,
    });
  }

  /** Never rejects: a change that cannot be published is still in the database, and the TTL bounds the rest. */
  private async send(change: AccessChange) {
    try {
      await this.listener.notify(JSON.stringify(change));
    } catch (err) {
      this.log.warn({ err }, '权限缓存：无法通知其他实例');
    }
  }

  async stop() {
    this.cache.publishTo(async () => {});
    await this.listener.stop();
  }
}
