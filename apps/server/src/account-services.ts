import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { SYS_VERSION } from '@pfs/domain';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { createMailer } from './lib/mailer.js';
import { AuthService, SessionRevoker } from './modules/auth/auth.service.js';
import { AccessCache } from './plugins/access-cache.js';
import { UserInfoRepository } from './modules/auth/user-info.repository.js';
import { AccountBackoff, AttemptThrottle } from './modules/auth/login-throttle.js';
import { MemoryThrottleStore, PgThrottleStore } from './modules/auth/throttle-store.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { SessionRepository } from './modules/auth/session.repository.js';
import { FacilityRepository } from './modules/facility/facility.repository.js';
import { FacilityService } from './modules/facility/facility.service.js';
import { MemberRepository } from './modules/member/member.repository.js';
import { MemberService } from './modules/member/member.service.js';
import { MemberInviteRepository } from './modules/member/member-invite.repository.js';
import { MemberInviteService } from './modules/member/member-invite.service.js';
import { RoleRepository } from './modules/member/role.repository.js';
import { RoleService } from './modules/member/role.service.js';
import { SyslogRepository } from './modules/syslog/syslog.repository.js';
import { SyslogService } from './modules/syslog/syslog.service.js';
import { AvatarStore } from './modules/user/avatar-store.js';
import { UserRepository } from './modules/user/user.repository.js';
import type { Clock } from './lib/clock.js';
import { UserService } from './modules/user/user.service.js';

/** Accounts, factories, members and the system log: what every other module's services are handed. */
export async function createAccountServices(db: Db, cfg: AppConfig, log: FastifyBaseLogger, clock: Clock) {
  const windowMs = cfg.LOGIN_WINDOW_SECONDS * 1000;
  // Failed-login counts in PostgreSQL hold across instances; PGlite is one process.
  const store = cfg.DATABASE_URL ? new PgThrottleStore(db) : new MemoryThrottleStore();
  const syslog = new SyslogService(new SyslogRepository(db, cfg.TIME_ZONE), clock);
  const cache = new AccessCache(cfg.AUTH_CACHE_SECONDS * 1000);
  const users = new UserService(
    new UserRepository(db),
    cache,
    new AttemptThrottle(cfg.LOGIN_MAX_PER_USER, windowMs, Date.now, '原密码验证', { store, ns: 'current-password:' }),
  );
  const facilities = new FacilityService(new FacilityRepository(db));
  const idleMs = cfg.SESSION_IDLE_HOURS * 3_600_000;
  const sessions = new SessionRepository(db, idleMs);
  const revoker = new SessionRevoker(sessions, cache);
  const revokeAllOf = (uid: number): Promise<void> => revoker.revokeAllOf(uid);
  const memberRepo = new MemberRepository(db);
  const roleRepo = new RoleRepository(db);
  // Invitations per manager: a few dozen an hour is more than any factory's hiring, too few to try names in bulk.
  const inviteThrottle = new AttemptThrottle(30, 3_600_000, Date.now, '邀请成员', { store, ns: 'invite:' });
  const invites = new MemberInviteService(new MemberInviteRepository(db), memberRepo, roleRepo, users, syslog, cache, inviteThrottle);
  const members = new MemberService(memberRepo, roleRepo, users, syslog, revokeAllOf, cache, invites);
  const roles = new RoleService(roleRepo, memberRepo, syslog, cache);
  const auth = new AuthService({
    sessions,
    revoker,
    users,
    userInfo: new UserInfoRepository(db, idleMs),
    syslog,
    pairThrottle: new AttemptThrottle(cfg.LOGIN_MAX_PER_USER, windowMs, Date.now, '该账号在本地址的登录', { store, ns: 'pair:' }),
    ipThrottle: new AttemptThrottle(cfg.LOGIN_MAX_PER_IP, windowMs, Date.now, '本地址的登录', { store, ns: 'ip:' }),
    accountBackoff: new AccountBackoff(cfg.LOGIN_MAX_PER_ACCOUNT, windowMs, 60_000, windowMs, Date.now, { store, ns: 'account:' }),
    idleMs,
    cache,
    cfgName: cfg.CFG_NAME,
    timeZone: cfg.TIME_ZONE,
    sysVersion: SYS_VERSION,
  });
  const resets = new PasswordResetService({
    sessions,
    users,
    syslog,
    mailer: await createMailer(cfg.SMTP_URL, cfg.MAIL_FROM, log),
    throttle: new AttemptThrottle(cfg.LOGIN_MAX_PER_IP, windowMs, Date.now, '本地址的重置密码申请', { store, ns: 'reset:' }),
    accountThrottle: new AttemptThrottle(cfg.LOGIN_MAX_PER_USER, windowMs, Date.now, '该账号的重置密码申请', { store, ns: 'reset-account:' }),
    publicUrl: cfg.publicUrl,
    log: (msg, link) => log.info({ reset_link: link }, `${msg}：${link}`),
    revokeAllOf,
  });
  const avatars = new AvatarStore(path.join(cfg.dataDir, 'pics'));
  return { syslog, cache, users, facilities, members, roles, auth, resets, avatars };
}
