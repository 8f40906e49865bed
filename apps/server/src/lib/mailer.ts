import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** SMTP through nodemailer when SMTP_URL is set; otherwise the mail goes to the server log. */
export async function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Promise<Mailer> {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ mail }, `邮件（未配置 SMTP_URL，写入日志）：${mail.subject} → ${mail.to}\n${mail.text}`);
      },
    };
  }
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
