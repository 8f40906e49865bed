import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The name of this instance: its broker session (MQTT client id), its line in the instances list and in logs.
 * It is generated once and kept in DATA_DIR/instance-name, so it survives a new database password, a restore into
 * another database or a move of the database host (a name hashed from the connection string did not). An
 * operator may set it with INSTANCE_NAME (letters, digits, - and _), e.g. to match the broker account.
 */
export function instanceName(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'instance-name');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (/^[\w-]{1,64}$/.test(kept)) return kept;
  } catch {
    // first start of this DATA_DIR: create the name below
  }
  const name = `pfs-server-${randomBytes(6).toString('hex')}`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${name}\n`);
  return name;
}
