import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const SHIPPED = new URL('../../../deploy/mosquitto/pfs.conf', import.meta.url).pathname;
const SHIPPED_ACL = new URL('../../../deploy/mosquitto/pfs.acl', import.meta.url).pathname;
const run = promisify(execFile);

export type BrokerAccount = { username: string; password: string };
export type PrivateMosquitto = {
  url: string;
  stop: () => Promise<void>;
  kill9: () => void;
  /** The password file in use (accounts only): what `npm run broker:passwd -- --out` writes in production. */
  passwordFile?: string;
  /** Adds or changes an account as the docs tell the operator (mosquitto_passwd -b), then reloads the broker (SIGHUP). */
  addAccount: (username: string, password: string) => Promise<void>;
  /** Reloads password file and ACL (SIGHUP, as `systemctl reload mosquitto`). */
  reload: () => Promise<void>;
};

/**
 * A private Mosquitto with the settings the docs tell users to use (deploy/mosquitto/pfs.conf): same queue,
 * in-flight and persistence settings; only the listener (a free port on 127.0.0.1) and the persistence directory
 * differ. Without accounts it is anonymous (the bench's gateways have no broker accounts), so the account settings
 * (use_username_as_clientid, password and ACL files) are left out. With accounts it is the shipped file as is, with a
 * password file made by mosquitto_passwd and the shipped pfs.acl.
 */
export async function startMosquitto(port: number, opts: { accounts?: BrokerAccount[] } = {}): Promise<PrivateMosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-mosquitto-'));
  const accounts = opts.accounts;
  const passwordFile = path.join(dir, 'pfs.passwd');
  const replaced = /^(user|persistence_location|allow_anonymous|password_file|acl_file|use_username_as_clientid)\b/;
  const conf = fs
    .readFileSync(SHIPPED, 'utf8')
    .split('\n')
    // In place: listener options (use_username_as_clientid) belong to the listener line above them.
    .map((l) => (/^listener\b/.test(l) ? `listener ${port} 127.0.0.1` : l))
    .filter((l) => !replaced.test(l) || (accounts && /^use_username_as_clientid\b/.test(l)))
    // Run as root (CI containers), Mosquitto would drop to user mosquitto, which cannot read this private directory.
    .concat([`persistence_location ${dir}/`, `user ${os.userInfo().username}`])
    .concat(accounts ? ['allow_anonymous false', `password_file ${passwordFile}`, `acl_file ${path.join(dir, 'pfs.acl')}`] : ['allow_anonymous true'])
    .concat([''])
    .join('\n');
  fs.writeFileSync(path.join(dir, 'mosquitto.conf'), conf);
  if (accounts) {
    fs.copyFileSync(SHIPPED_ACL, path.join(dir, 'pfs.acl'));
    // As the docs: -c creates the file with the first account, -b adds the others.
    for (const [i, a] of accounts.entries()) await run('mosquitto_passwd', [...(i === 0 ? ['-c'] : []), '-b', passwordFile, a.username, a.password]);
    if (!accounts.length) fs.writeFileSync(passwordFile, '');
  }
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
  const reload = async () => {
    proc.kill('SIGHUP');
    // Mosquitto reloads between network loop turns; give it one.
    await new Promise((r) => setTimeout(r, 300));
  };
  return {
    url: `mqtt://127.0.0.1:${port}`,
    passwordFile: accounts ? passwordFile : undefined,
    kill9: () => proc.kill('SIGKILL'),
    reload,
    addAccount: async (username, password) => {
      if (!accounts) throw new Error('匿名 Mosquitto 没有账号：startMosquitto(port, { accounts: [...] })');
      await run('mosquitto_passwd', ['-b', passwordFile, username, password]);
      await reload();
    },
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await gone;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
