import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { login as loginCall } from '@pfs/domain/auth';
import { spawnServer } from '../bench/spawn-server.js';
import { DEMO, DEMO_FID } from './test-app.js';

/**
 * SIGTERM on the real process (systemd's stop, a rolling upgrade). An instance with live sockets open and nothing
 * else to do must go at once, telling browsers to reconnect elsewhere; a request in flight is answered first.
 * The grace bound is 10 s (SHUTDOWN_GRACE_MS): "well under" it is asserted as < 4 s, generous for a busy machine.
 */
const exitOf = (proc: ChildProcess) => new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));

describe.runIf(process.env.TEST_DB !== 'postgres')('SIGTERM', () => {
  it('with live sockets open and no request in flight: closes them with 1001 (reconnect elsewhere) and exits promptly', async () => {
    const server = await spawnServer({ DEMO_HISTORY_DAYS: '0' });
    try {
      const login = (await (
        await fetch(`${server.url}${loginCall.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uni_no: DEMO.uniNo, password: DEMO.password }) })
      ).json()) as { token: string };
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
      const ready = new Promise<void>((resolve) => ws.on('message', (raw) => JSON.parse(String(raw)).type === 'ready' && resolve()));
      const closed = new Promise<{ code: number; reason: string }>((r) => ws.on('close', (code, reason) => r({ code, reason: reason.toString() })));
      await new Promise((r) => ws.once('open', r));
      ws.send(JSON.stringify({ type: 'auth', token: login.token, fid: DEMO_FID }));
      await ready;
      // A second socket that has not authenticated yet counts the same.
      const pending = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
      await new Promise((r) => pending.once('open', r));

      const exit = exitOf(server.proc);
      const t0 = Date.now();
      server.proc.kill('SIGTERM');
      expect(await closed).toEqual({ code: 1001, reason: '服务器正在停止' });
      expect(await exit).toBe(0);
      expect(Date.now() - t0).toBeLessThan(4000);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('with a slow request in flight: answers it, then exits', async () => {
    const server = await spawnServer({ SEED_DEMO: 'off' });
    try {
      // A slow upload: the headers are in, the body comes later, as from a phone on a bad network.
      const body = JSON.stringify({ uni_no: 'nobody', password: 'wrong-password' });
      const { port } = new URL(server.url);
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: loginCall.url, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
      const answer = new Promise<{ status: number; json: { code: number; msg: string } }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
        });
        req.on('error', reject);
      });
      req.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 300));

      const exit = exitOf(server.proc);
      let exited = false;
      void exit.then(() => (exited = true));
      const t0 = Date.now();
      server.proc.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1500));
      // Still there, waiting for the request.
      expect(exited).toBe(false);
      req.end(body.slice(10));
      const res = await answer;
      // The login was checked and refused as any login would be: a real answer, not a cut connection.
      expect(res.status).toBe(401);
      expect(res.json.msg).toMatch(/[\u4e00-\u9fff]/);
      expect(await exit).toBe(0);
      expect(Date.now() - t0).toBeLessThan(1500 + 4000);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
