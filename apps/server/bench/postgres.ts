import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SHIPPED = new URL('../../../deploy/postgresql/pfs.conf', import.meta.url).pathname;

/** The PostgreSQL server programs of the newest version installed (Debian keeps them out of PATH). */
function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const dir = versions.map((v) => path.join(root, v, 'bin')).find((d) => fs.existsSync(path.join(d, 'initdb')));
  return dir ?? null;
}

/**
 * A private PostgreSQL cluster with the settings the docs tell users to use (deploy/postgresql/pfs.conf), on a free
 * port of 127.0.0.1 with trust authentication, deleted when stopped. null where the server programs are not
 * installed. PostgreSQL does not run as root: as root the cluster belongs to the `postgres` user.
 */
export function startPostgres(port: number): { adminUrl: string; stop: () => void } | null {
  const bin = pgBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-postgres-'));
  const run = (prog: string, args: string[]) => {
    const cmd = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, prog), ...args]] : [path.join(bin, prog), args];
    const r = spawnSync(cmd[0] as string, cmd[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${prog} 失败：${(r.stderr || r.stdout || String(r.error)).trim()}`);
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const own = [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, 'max_connections = 100'];
  fs.appendFileSync(path.join(dir, 'postgresql.conf'), `\n${fs.readFileSync(SHIPPED, 'utf8')}\n${own.join('\n')}\n`);
  run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
