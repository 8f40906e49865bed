import type { UserInfoResponse } from '@pfs/domain/auth';
import { TtlCache } from '../lib/ttl-cache.js';
import type { AuthContext } from './access.js';

export type CachedSession = AuthContext & { lastSeenAt: number };

/** The codes cache's key: a user in a factory. */
export const codesKey = (uid: number, fid: number) => `${uid}:${fid}`;

/** What changed, as instances tell each other (access-bus.ts). */
export type AccessChange =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'userSessions'; uid: number }
  /** Memberships, roles or a user's status: any user's codes and user info may differ now. */
  | { kind: 'access' }
  | { kind: 'user'; uid: number }
  /** A factory's name, modules or logo: every member's user info shows it. */
  | { kind: 'facs' }
  /** Changes may have been missed (the bus was down): drop everything. */
  | { kind: 'all' };

/**
 * What every request reads — its session, its permission codes in a factory, and the user info the shell
 * loads — cached for a few seconds. A change made through this instance drops the entries at once, and is
 * published (PostgreSQL NOTIFY, see access-bus.ts) so the other instances drop theirs within milliseconds;
 * the TTL bounds what a missed or raced notification can leave stale.
 */
export class AccessCache {
  readonly sessions: TtlCache<string, CachedSession>;
  readonly codes: TtlCache<string, string[] | null>;
  /** By token hash: get_user_info reads the session with the info, so a load answers for its own token only. */
  readonly userInfo: TtlCache<string, UserInfoResponse>;
  /** A factory's switched-on modules (mcodes), for calls that declare a module. */
  readonly modules: TtlCache<number, string[]>;
  private publish: (c: AccessChange) => Promise<void> = async () => {};

  constructor(readonly ttlMs: number) {
    this.sessions = new TtlCache(ttlMs, 50_000);
    this.codes = new TtlCache(ttlMs, 50_000);
    this.userInfo = new TtlCache(ttlMs, 10_000);
    this.modules = new TtlCache(ttlMs, 10_000);
  }

  /** Where this instance's changes go to reach the others; resolves once they are sent. */
  publishTo(fn: (c: AccessChange) => Promise<void>) {
    this.publish = fn;
  }

  /** Drops what a change makes stale, on this instance only (changes received from others come here). */
  apply(c: AccessChange) {
    switch (c.kind) {
      case 'session':
        this.sessions.delete(c.tokenHash);
        return this.userInfo.delete(c.tokenHash);
      case 'userSessions':
        this.sessions.deleteWhere((_k, s) => s.uid === c.uid);
        return this.userInfo.deleteWhere((_k, info) => info.user.uid === c.uid);
      case 'user':
        return this.userInfo.deleteWhere((_k, info) => info.user.uid === c.uid);
      case 'facs':
        this.modules.clear();
        return this.userInfo.clear();
      case 'all':
        this.sessions.clear();
        this.codes.clear();
        this.modules.clear();
        return this.userInfo.clear();
      case 'access':
        // A factory made by the system admin comes with its modules.
        this.codes.clear();
        this.modules.clear();
        return this.userInfo.clear();
    }
  }

  private changed(c: AccessChange): Promise<void> {
    this.apply(c);
    return this.publish(c);
  }

  sessionRevoked(tokenHash: string) {
    return this.changed({ kind: 'session', tokenHash });
  }

  userSessionsRevoked(uid: number) {
    return this.changed({ kind: 'userSessions', uid });
  }

  accessChanged() {
    return this.changed({ kind: 'access' });
  }

  userChanged(uid: number) {
    return this.changed({ kind: 'user', uid });
  }

  facsChanged() {
    return this.changed({ kind: 'facs' });
  }
}
