/**
 * JSON calls to the API from a chosen client address. Every address of 127.0.0.0/8 is this machine's, so binding the
 * client socket to 127.0.0.2 gives nginx a second real client ($remote_addr) besides 127.0.0.1.
 */
import http from 'node:http';
import type { AnyCall, CallReply } from '@pfs/domain';

export type Answer<T = unknown> = { status: number; body: { code?: number; msg?: string; data?: T; token?: string } };

/** A call by its definition (`login`, `getIotGwList`, …) to the instance or the nginx front at `base`. */
export function call<T = unknown>(
  base: string,
  { url }: { url: string },
  body: unknown,
  o: { token?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        localAddress: o.from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(o.token ? { 'x-token': o.token } : {}), ...o.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer<T>['body'] });
          } catch {
            reject(new Error(`${url} 的回答不是 JSON（${res.statusCode}）：${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A call that must succeed: its data, or an error naming the call and the server's message. */
export async function ok<C extends AnyCall>(base: string, def: C, body: unknown, o: { token?: string; from?: string } = {}): Promise<CallReply<C>> {
  const a = await call<CallReply<C>>(base, def, body, o);
  if (a.status !== 200) throw new Error(`${def.url} 失败（${a.status}）：${a.body.msg ?? ''}`);
  return a.body.data as CallReply<C>;
}
