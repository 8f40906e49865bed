import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every mail it is handed, raw (headers and quoted-printable body), so
 * mail goes through nodemailer as in production. `url` is the app's SMTP_URL.
 */
export async function startInbox() {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => (mails.push(raw), cb()));
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    mails,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type Inbox = Awaited<ReturnType<typeof startInbox>>;
