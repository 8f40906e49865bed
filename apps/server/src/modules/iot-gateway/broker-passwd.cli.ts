/**
 * npm run broker:passwd -w apps/server -- --out /etc/mosquitto/pfs.passwd [--env /etc/pfs/pfs.env] [--keep a,b] [--dry-run]
 *
 * Writes every PFS gateway (username = serial number, password = its secret) into an external Mosquitto's password
 * file, keeping the PFS instance accounts (pfs-server-<n>) and --keep accounts; then `systemctl reload mosquitto`.
 * Reads the database from DATABASE_URL (PostgreSQL only), as the server does: pass the shared env file (pfs.env, where DATABASE_URL is) with --env.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { GatewayRepository } from './gateway.repository.js';
import { mergePasswordFile, mergeReport } from './broker-passwd.js';

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, env: { type: 'string' }, keep: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  if (!values.out) throw new Error('请用 --out 指定 Mosquitto 的密码文件，例如 --out /etc/mosquitto/pfs.passwd');
  if (values.env) process.loadEnvFile(values.env);
  const config = loadConfig();
  // The embedded database belongs to the running server process: a second process opening it could damage it.
  if (!config.DATABASE_URL) throw new Error('需要 DATABASE_URL（PostgreSQL）；用内置数据库时请按 docs/deploy.md §2 用 mosquitto_passwd 手工添加网关账号');
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL });
  try {
    const out = path.resolve(values.out);
    const existing = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
    const keep = (values.keep ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const merged = mergePasswordFile(existing, await new GatewayRepository(db.db).brokerAccounts(), keep);
    if (!values['dry-run']) writeKeepingOwner(out, merged.text);
    for (const line of mergeReport(out, merged, !!values['dry-run'])) console.log(line);
  } finally {
    await db.close();
  }
}

/** Replaces the file in one step (Mosquitto never reads half of it), with the old file's owner and mode. */
function writeKeepingOwner(file: string, text: string) {
  const old = fs.existsSync(file) ? fs.statSync(file) : null;
  const tmp = `${file}.${process.pid}.tmp`;
  // A new file: readable by the broker's group (chown root:mosquitto, as docs/deploy.md §2), by nobody else.
  fs.writeFileSync(tmp, text, { mode: old ? old.mode & 0o777 : 0o640 });
  if (old && process.getuid?.() === 0) fs.chownSync(tmp, old.uid, old.gid);
  fs.renameSync(tmp, file);
}

main().catch((err: Error) => {
  console.error(`导出网关账号失败：${err.message}`);
  process.exit(1);
});
