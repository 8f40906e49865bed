import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SHIPPED = new URL('../../../deploy/mosquitto/pfs.conf', import.meta.url).pathname;

/**
 * A private Mosquitto with the settings the docs tell users to use (deploy/mosquitto/pfs.conf): same queue,
 * in-flight and persistence settings; only the listener (a free port on 127.0.0.1), the persistence directory and the
 * accounts differ (anonymous, as the bench's and tests' gateways have no broker accounts).
 */
export async function startMosquitto(port: number): Promise<{ url: string; stop: () => Promise<void>; kill9: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-mosquitto-'));
  const conf = fs
    .readFileSync(SHIPPED, 'utf8')
    .split('\n')
    .filter((l) => !/^(listener|persistence_location|allow_anonymous|password_file|acl_file)\b/.test(l))
    .concat([`listener ${port} 127.0.0.1`, `persistence_location ${dir}/`, 'allow_anonymous true', ''])
    .join('\n');
  fs.writeFileSync(path.join(dir, 'mosquitto.conf'), conf);
  const proc = spawn('mosquitto', ['-c', path.join(dir, 'mosquitto.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 100 || proc.exitCode !== null) throw new Error(`Mosquitto 未能启动：${stderr.trim()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const gone = new Promise((r) => proc.once('exit', r));
  return {
    url: `mqtt://127.0.0.1:${port}`,
    kill9: () => proc.kill('SIGKILL'),
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await gone;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
