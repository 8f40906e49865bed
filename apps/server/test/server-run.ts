import { spawn } from 'node:child_process';
import { freePort, waitForHealth } from '../bench/spawn-server.js';

/**
 * The real server (`src/server.ts`, as `npm start` runs it) on a free port, logging at info, its output collected:
 * for tests of what a start says and does. `env` adds to or (with undefined) removes from this process's
 * environment; `up()` waits until it answers its health check, `stop()` ends it and gives its exit code.
 */
export async function runServer(env: Record<string, string | undefined>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((r) => proc.once('exit', r));
  const output = () => out;
  return {
    url,
    proc,
    exit,
    output,
    up: () => waitForHealth(url, proc, () => new Error(`服务器未能启动：\n${out.slice(-3000)}`), 250),
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      return exit;
    },
  };
}
