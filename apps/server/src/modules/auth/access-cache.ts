import type { Member, Paged, UserInfoResponse } from '@pfs/domain';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { AuthContext } from '../../plugins/access.js';

export type CachedSession = AuthContext & { lastSeenAt: number };

/**
 * What every request reads — its session, its permission codes in a factory, and the user info the shell
 * loads — cached for a few seconds. Writes on this instance invalidate at once; the TTL bounds staleness
 * on other instances sharing the database.
 */
export class AccessCache {
  readonly sessions: TtlCache<string, CachedSession>;
  readonly codes: TtlCache<string, string[] | null>;
  readonly userInfo: TtlCache<number, UserInfoResponse>;
  /** Member list pages by factory and filter. */
  readonly memberPages: TtlCache<string, Paged<Member>>;

  constructor(ttlMs: number) {
    this.sessions = new TtlCache(ttlMs, 50_000);
    this.codes = new TtlCache(ttlMs, 50_000);
    this.userInfo = new TtlCache(ttlMs, 10_000);
    this.memberPages = new TtlCache(ttlMs, 2_000);
  }

  sessionRevoked(tokenHash: string) {
    this.sessions.delete(tokenHash);
  }

  userSessionsRevoked(uid: number) {
    this.sessions.deleteWhere((_k, s) => s.uid === uid);
  }

  /** Memberships or roles changed: any user's codes and user info may differ now. */
  accessChanged() {
    this.codes.clear();
    this.userInfo.clear();
    this.memberPages.clear();
  }

  userChanged(uid: number) {
    this.userInfo.delete(uid);
    this.memberPages.clear();
  }
}
