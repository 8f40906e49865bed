import type { Mailer } from '../../lib/mailer.js';
import { NotifyError, type Deliver } from './notify-http.js';

/**
 * 邮件 through the server's SMTP settings. Without SMTP_URL the mailer only writes to the log, which would read as
 * delivered: that is refused as a failed send naming the setting instead.
 */
export const emailDeliver =
  (mailer: Mailer | null): Deliver =>
  async (_config, msg, signal) => {
    if (!mailer) throw new NotifyError('服务器未配置 SMTP（SMTP_URL），邮件无法发出');
    if (!msg.address) throw new NotifyError('接收人账号没有邮箱，无法发送邮件');
    const aborted = new Promise<never>((_r, reject) => {
      signal.addEventListener('abort', () => reject(new NotifyError('邮件服务器未在限定时间内应答（超时）')), { once: true });
    });
    try {
      await Promise.race([mailer.send({ to: msg.address, subject: msg.subject, text: msg.text }), aborted]);
    } catch (err) {
      if (err instanceof NotifyError) throw err;
      throw new NotifyError(`邮件发送失败：${(err as Error).message}`);
    }
  };
