import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getHealth } from '@pfs/domain/system';

/**
 * The V8 flags production runs the server with (`npm start`, deploy/systemd/pfs@.service), so the benches measure
 * what users run. Without them a moment of backlog (warm-up, a slow query) makes V8 pretenure the request path's
 * allocation sites: short-lived objects then go straight to the old generation, and a full GC every few seconds
 * stalls all requests for 100–400 ms (docs/deploy.md).
 */
export const SERVER_V8_FLAGS = ['--no-allocation-site-pretenuring'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Starts the real server as a child process on a free port with a throw-away DATA_DIR. BENCH_CPU_PROF_DIR: each server writes a CPU profile there when it stops (`--cpu-prof` is not allowed in NODE_OPTIONS). */
export async function spawnServer(env: Record<string, string> = {}): Promise<{ url: string; proc: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-'));
  const serverDir = new URL('..', import.meta.url).pathname;
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const proc = spawn(process.execPath, [...profile, ...SERVER_V8_FLAGS, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIM: 'off', IOT: 'off', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, proc, () => new Error('服务器未能启动'), 250);
  return {
    url,
    proc,
    stop: () => stopServer(proc, dataDir),
  };
}

/** Polls the server's health check until it answers; `failure` is thrown when the process ends or time runs out. */
export async function waitForHealth(url: string, proc: ChildProcess, failure: () => Error, pollMs: number): Promise<void> {
  // A first start seeds the demo; on a busy machine that takes minutes.
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${url}${getHealth.url}`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || proc.exitCode !== null) throw failure();
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Ends the server and deletes its DATA_DIR. */
export async function stopServer(proc: ChildProcess, dataDir: string): Promise<void> {
  // A process that already ended emits no 'exit' again: waiting for it would never settle.
  if (proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
