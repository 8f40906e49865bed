import { publicLinkOf } from '@pfs/domain/finished';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { SyslogService } from '../syslog/index.js';
import type { UserService } from '../user/index.js';
import type { AttemptThrottle } from './login-throttle.js';
import type { SessionRepository } from './session.repository.js';

const RESET_TTL_MS = 30 * 60_000;
const RESET_INVALID_MSG = '重置链接无效或已过期，请重新申请';

export class PasswordResetService {
  constructor(
    private readonly d: {
      sessions: SessionRepository;
      users: UserService;
      syslog: SyslogService;
      mailer: Mailer;
      /** Requests per client address. */
      throttle: AttemptThrottle;
      /** Requests per account name (existing or not, so the limit tells nothing): a mailbox is not flooded from many addresses. */
      accountThrottle: AttemptThrottle;
      publicUrl: string;
      log: (msg: string, link: string) => void;
      revokeAllOf: (uid: number) => Promise<void>;
    },
  ) {}

  /** Same answer whether or not the account exists, so the form cannot be used to probe accounts. */
  async send(uniNo: string, ip: string): Promise<void> {
    const accountKey = uniNo.toLowerCase();
    await this.d.throttle.check(ip);
    await this.d.accountThrottle.check(accountKey);
    await this.d.throttle.fail(ip);
    await this.d.accountThrottle.fail(accountKey);
    const user = await this.d.users.findByUniNo(uniNo);
    if (!user || user.status !== 'enabled') return;
    const token = newToken();
    await this.d.sessions.insertReset(hashToken(token), user.uid, new Date(Date.now() + RESET_TTL_MS));
    const link = publicLinkOf(this.d.publicUrl, `login?reset_token=${token}`);
    if (user.email) {
      await this.d.mailer.send({
        to: user.email,
        subject: 'PFS 植物工厂管理平台：重置密码',
        text: `${user.cname}，您好：\n\n请在 30 分钟内打开以下链接设置新密码：\n${link}\n\n如果不是您本人操作，请忽略本邮件。`,
      });
    } else {
      this.d.log(`账号 ${user.uniNo} 未绑定邮箱，重置链接仅写入服务器日志`, link);
    }
    await this.d.syslog.userLog({ uid: user.uid, uniNo: user.uniNo, type: 'password_reset', detail: '申请重置密码', ip });
  }

  async check(resetToken: string): Promise<{ uni_no: string }> {
    const row = await this.d.sessions.findLiveReset(hashToken(resetToken));
    if (!row) throw new AppError(400, RESET_INVALID_MSG);
    return { uni_no: row.uniNo };
  }

  async reset(resetToken: string, password: string, ip: string): Promise<void> {
    const tokenHash = hashToken(resetToken);
    const row = await this.d.sessions.findLiveReset(tokenHash);
    if (!row || !(await this.d.sessions.useReset(tokenHash))) throw new AppError(400, RESET_INVALID_MSG);
    await this.d.users.setPassword(row.uid, password);
    await this.d.revokeAllOf(row.uid);
    await this.d.syslog.userLog({ uid: row.uid, uniNo: row.uniNo, type: 'password_reset', detail: '通过邮件链接重置密码，所有登录已失效', ip });
  }
}
