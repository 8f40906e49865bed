import type { UserInfoResponse } from '@pfs/domain/auth';
import { AppError } from '../../lib/app-error.js';
import { getDummyHash, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { tokenInvalid, type AuthContext } from '../../plugins/access.js';
import type { SyslogService } from '../syslog/index.js';
import { toPublicUser, type UserService } from '../user/index.js';
import type { UserInfoRepository } from './user-info.repository.js';
import { codesKey, type AccessCache, type CachedSession } from '../../plugins/access-cache.js';
import type { AccountBackoff, AttemptThrottle } from './login-throttle.js';
import type { SessionRepository } from './session.repository.js';

export const LOGIN_FAILED_MSG = '账号或密码错误';
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Signs a user out everywhere (or everywhere but one session): sessions end in the database and in the access
 * cache at once, on every instance. Its own object because members, password resets and auth all need it, and members are built
 * before auth.
 */
export class SessionRevoker {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly cache: AccessCache,
  ) {}

  /** Every path that changes a password or disables an account comes here: its unused reset links end too. */
  async revokeAllOf(uid: number, exceptTokenHash?: string) {
    await this.sessions.revokeAllOf(uid, exceptTokenHash);
    await this.sessions.dropResetsOf(uid);
    await this.cache.userSessionsRevoked(uid);
  }
}

export type AuthDeps = {
  sessions: SessionRepository;
  revoker: SessionRevoker;
  users: UserService;
  userInfo: UserInfoRepository;
  syslog: SyslogService;
  /** Failures per (account, address): an attacker elsewhere cannot lock the owner out. */
  pairThrottle: AttemptThrottle;
  ipThrottle: AttemptThrottle;
  /** Failures per account from all addresses: a slower back-off against a spread-out guess. */
  accountBackoff: AccountBackoff;
  idleMs: number;
  cache: AccessCache;
  cfgName: string;
  timeZone: string;
  sysVersion: string;
};

export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  async login(uniNo: string, password: string, ip: string, userAgent: string): Promise<string> {
    const accountKey = `u:${uniNo.toLowerCase()}`;
    const pairKey = `${accountKey}|${ip}`;
    await this.d.pairThrottle.check(pairKey);
    await this.d.ipThrottle.check(ip);
    await this.d.accountBackoff.check(accountKey);
    const user = await this.d.users.findByUniNo(uniNo);
    const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
    if (!user || !ok || user.status !== 'enabled') {
      await this.d.pairThrottle.fail(pairKey);
      await this.d.ipThrottle.fail(ip);
      await this.d.accountBackoff.fail(accountKey);
      const why = !user ? '账号不存在' : !ok ? '密码错误' : '账号已停用';
      await this.d.syslog.userLog({ uid: user?.uid ?? null, uniNo, type: 'login_failed', detail: why, ip });
      // One message for unknown account and wrong password alike; a disabled account is told so only with the right password.
      throw new AppError(401, user && ok ? '账号已停用，请联系管理员' : LOGIN_FAILED_MSG, 401);
    }
    await this.d.pairThrottle.clear(pairKey);
    const token = newToken();
    await this.d.sessions.insert(hashToken(token), user.uid, ip, userAgent);
    await this.d.users.repo.touchLogin(user.uid);
    await this.d.syslog.userLog({ uid: user.uid, uniNo: user.uniNo, type: 'login', ip });
    return token;
  }

  /**
   * The session of a token, or null. Given a factory, a session read from the database comes with the user's codes
   * there in the same round trip (`codes`; undefined when the session came from the cache).
   */
  async resolveSession(token: string, fid?: number): Promise<(AuthContext & { codes?: string[] | null }) | null> {
    if (token.length > 128) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    let s = this.cachedLive(tokenHash, now);
    let codes: string[] | null | undefined;
    if (!s) {
      const row = await this.d.sessions.findLive(tokenHash, fid);
      if (!row) {
        this.d.cache.sessions.delete(tokenHash);
        return null;
      }
      s = { uid: row.uid, uniNo: row.uniNo, isSa: row.isSa, tokenHash, lastSeenAt: row.lastSeenAt.getTime() };
      if (fid !== undefined) {
        codes = row.codes ?? null;
        this.d.cache.codes.set(codesKey(row.uid, fid), codes);
      }
    }
    s = await this.keepLive(s, now);
    return { uid: s.uid, uniNo: s.uniNo, isSa: s.isSa, tokenHash, codes };
  }

  /** Session lookups (with user info for get_user_info) made and the statements that answered them, since start. */
  sessionLookups(): { lookups: number; statements: number } {
    const a = this.d.sessions.sent;
    const b = this.d.userInfo.sent;
    return { lookups: a.lookups + b.lookups, statements: a.statements + b.statements };
  }

  /** The cached session of a token, unless absent or idle too long. */
  private cachedLive(tokenHash: string, now: number): CachedSession | undefined {
    const s = this.d.cache.sessions.get(tokenHash);
    return s && now - s.lastSeenAt <= this.d.idleMs ? s : undefined;
  }

  /** Records the session as seen (in the database at most every TOUCH_EVERY_MS) and caches it. */
  private async keepLive(s: CachedSession, now: number): Promise<CachedSession> {
    if (now - s.lastSeenAt > TOUCH_EVERY_MS) {
      await this.d.sessions.touch(s.tokenHash);
      s = { ...s, lastSeenAt: now };
    }
    this.d.cache.sessions.set(s.tokenHash, s);
    return s;
  }

  async logout(ctx: AuthContext, ip: string) {
    await this.d.sessions.revoke(ctx.tokenHash);
    await this.d.cache.sessionRevoked(ctx.tokenHash);
    await this.d.syslog.userLog({ uid: ctx.uid, uniNo: ctx.uniNo, type: 'logout', ip });
  }

  revokeAllOf(uid: number, exceptTokenHash?: string) {
    return this.d.revoker.revokeAllOf(uid, exceptTokenHash);
  }

  /**
   * get_user_info: the token's live session and what the shell shows, read in one statement (the route's access is
   * `sessionRead`: this is where its session is checked). 401 when the token has no live session.
   */
  async userInfo(token: string): Promise<UserInfoResponse> {
    if (token.length > 128) throw tokenInvalid();
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = this.cachedLive(tokenHash, now);
    if (!cached) return this.loadUserInfo(tokenHash, now);
    await this.keepLive(cached, now);
    return this.d.cache.userInfo.getOrLoad(tokenHash, () => this.loadUserInfo(tokenHash, now));
  }

  private async loadUserInfo(tokenHash: string, now: number): Promise<UserInfoResponse> {
    const info = await this.d.userInfo.loadBySession(tokenHash);
    if (!info) {
      this.d.cache.sessions.delete(tokenHash);
      throw tokenInvalid();
    }
    const { user, facRoles, lastSeenAt } = info;
    await this.keepLive({ uid: user.uid, uniNo: user.uniNo, isSa: user.isSa, tokenHash, lastSeenAt: lastSeenAt.getTime() }, now);
    return {
      code: 200,
      msg: 'ok',
      user: toPublicUser(user),
      fac_roles: facRoles,
      cfg_name: this.d.cfgName,
      time_zone: this.d.timeZone,
      is_egp_u: user.isEgpU,
      sys_version: this.d.sysVersion,
    };
  }

  async changePassword(ctx: AuthContext, oldPassword: string, newPassword: string, ip: string) {
    await this.d.users.requireCurrentPassword(ctx.uid, oldPassword, '请输入原密码');
    if (oldPassword === newPassword) throw new AppError(400, '新密码不能与原密码相同');
    await this.d.users.setPassword(ctx.uid, newPassword);
    await this.revokeAllOf(ctx.uid, ctx.tokenHash);
    await this.d.syslog.userLog({ uid: ctx.uid, uniNo: ctx.uniNo, type: 'password_change', detail: '其他设备上的登录已失效', ip });
  }
}
