import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';

export type Seen = { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
type Answer = { status?: number; body?: string; hang?: boolean };

/**
 * One local server speaking the providers' formats. Each path answers as `answers[path]` says (or, for /sms and
 * /dingtalk, checks the request's signature like the real service); every request is kept in `seen`.
 */
export async function startProviders(secrets: { dingtalk: string; smsSecret: string }) {
  const seen: Seen[] = [];
  const answers = new Map<string, Answer>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const a = answers.get(url.pathname) ?? defaultAnswer(url, body, secrets);
      if (a.hang) return void hanging.add(res);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(a.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    answer: (path: string, a: Answer | null) => (a ? answers.set(path, a) : answers.delete(path)),
    of: (path: string) => seen.filter((s) => s.path === path),
    stop: async () => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

const json = (o: object): Answer => ({ body: JSON.stringify(o) });

/** Aliyun's encoding as its documentation states it (Java URLEncoder, then + → %20, * → %2A, %7E → ~), written apart from the server's. */
const popEncode = (s: string) =>
  encodeURIComponent(s)
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/\*/g, '%2A');

function defaultAnswer(url: URL, body: string, secrets: { dingtalk: string; smsSecret: string }): Answer {
  if (url.pathname === '/dingtalk') {
    const ts = url.searchParams.get('timestamp') ?? '';
    const want = createHmac('sha256', secrets.dingtalk).update(`${ts}\n${secrets.dingtalk}`).digest('base64');
    return url.searchParams.get('sign') === want ? json({ errcode: 0, errmsg: 'ok' }) : json({ errcode: 310000, errmsg: 'sign not match' });
  }
  if (url.pathname === '/sms') {
    const p = new URLSearchParams(body);
    const sig = p.get('Signature');
    p.delete('Signature');
    const canonical = [...p.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${popEncode(k)}=${popEncode(v)}`)
      .join('&');
    const want = createHmac('sha1', `${secrets.smsSecret}&`).update(`POST&%2F&${popEncode(canonical)}`).digest('base64');
    if (sig !== want) return json({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    return json({ Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' });
  }
  return json({ errcode: 0, errmsg: 'ok' });
}
