/**
 * An instance started as deploy/systemd/pfs@.service starts it: its ExecStartPre and ExecStart, its
 * WorkingDirectory, its EnvironmentFile= files (written as docs/deploy.md §1 says) and Environment= lines, %i
 * substituted. Only the installation paths are moved under the test's folder (/etc/pfs, /var/lib/pfs) or onto this
 * checkout (/opt/pfs/current), and /usr/bin/node is the node running the test.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getHealth } from '@pfs/domain/system';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Splits a unit's command line into words: whitespace separates, double quotes group (as systemd reads it). */
export function splitCommand(line: string): string[] {
  return [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!));
}

/** KEY=VALUE lines of an EnvironmentFile (comments and blank lines skipped, surrounding quotes removed). */
export function readEnvFile(file: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_]\w*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && !line.trimStart().startsWith('#')) vars[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
  }
  return vars;
}

/** Writes an env file the way §1 tells: it holds passwords, so only its owner and group may read it (0640). */
export function writeEnvFile(file: string, vars: Record<string, string>) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    Object.entries(vars)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
    { mode: 0o640 },
  );
  fs.chmodSync(file, 0o640);
}

export type Unit = { workingDirectory: string; envFiles: string[]; environment: Record<string, string>; pre: string[][]; exec: string[]; stateDirs: string[] };

/** The unit of instance i with the installation's paths moved: /etc/pfs and /var/lib under `work`, /opt/pfs/current = this checkout. */
export function readUnit(i: number, work: string): Unit {
  const text = fs
    .readFileSync(path.join(root, 'deploy/systemd/pfs@.service'), 'utf8')
    .replaceAll('%i', String(i))
    .replaceAll('/opt/pfs/current', root)
    .replaceAll('/etc/pfs/', `${work}/etc/pfs/`)
    .replaceAll('/var/lib/pfs', `${work}/var/lib/pfs`)
    .replaceAll('/usr/bin/node', process.execPath);
  const all = (key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!.trim());
  const environment: Record<string, string> = {};
  for (const e of all('Environment')) {
    const [k, ...v] = e.split('=');
    environment[k!] = v.join('=');
  }
  return {
    workingDirectory: all('WorkingDirectory')[0]!,
    envFiles: all('EnvironmentFile').map((f) => f.replace(/^-/, '')),
    environment,
    pre: all('ExecStartPre').map(splitCommand),
    exec: splitCommand(all('ExecStart')[0]!),
    stateDirs: all('StateDirectory')
      .flatMap((d) => d.split(/\s+/))
      .map((d) => `${work}/var/lib/${d}`),
  };
}

export type Instance = { i: number; port: number; proc: ChildProcess; log: string; url: string; stop: () => Promise<void> };

/** Starts instance i as systemd would: the state folder created, ExecStartPre run, then ExecStart with the env files. */
export async function startInstance(i: number, work: string): Promise<Instance> {
  const unit = readUnit(i, work);
  const env: Record<string, string> = {};
  for (const f of unit.envFiles) Object.assign(env, readEnvFile(f));
  Object.assign(env, unit.environment);
  for (const d of unit.stateDirs) fs.mkdirSync(d, { recursive: true, mode: 0o750 });
  // The environment is the unit's alone (plus PATH), as under systemd: nothing leaks in from the test's shell.
  const procEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env };
  for (const [cmd, ...args] of unit.pre) execFileSync(cmd!, args, { cwd: unit.workingDirectory, env: procEnv, stdio: 'pipe' });
  const log = path.join(work, `pfs-${i}.log`);
  const out = fs.openSync(log, 'a');
  const [cmd, ...args] = unit.exec;
  const proc = spawn(cmd!, args, { cwd: unit.workingDirectory, env: procEnv, stdio: ['ignore', out, out] });
  const port = Number(env.PORT);
  const url = `http://127.0.0.1:${port}`;
  for (let t = Date.now(); ; await sleep(200)) {
    const up = await fetch(`${url}${getHealth.url}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (proc.exitCode !== null || Date.now() - t > 180_000) throw new Error(`实例 ${i} 未能启动，见 ${log}`);
  }
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const gone = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await gone;
  };
  return { i, port, proc, log, url, stop };
}
