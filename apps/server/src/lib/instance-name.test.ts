import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { instanceName } from './instance-name.js';

const dirs: string[] = [];
const dataDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-instance-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('instanceName: the broker session name of a DATA_DIR', () => {
  it('is generated once and kept: the next start of the same DATA_DIR gets the same name', () => {
    const d = dataDir();
    const first = instanceName(d);
    expect(first).toMatch(/^pfs-server-[0-9a-f]{12}$/);
    expect(instanceName(d)).toBe(first);
    expect(fs.readFileSync(path.join(d, 'instance-name'), 'utf8').trim()).toBe(first);
  });

  it('differs between two DATA_DIRs (two instances, two sessions)', () => {
    expect(instanceName(dataDir())).not.toBe(instanceName(dataDir()));
  });

  it('INSTANCE_NAME wins over the kept name and does not replace it', () => {
    const d = dataDir();
    const kept = instanceName(d);
    expect(instanceName(d, 'pfs-server-1')).toBe('pfs-server-1');
    expect(instanceName(d)).toBe(kept);
  });

  it('a DATA_DIR that does not exist yet is created', () => {
    const d = path.join(dataDir(), 'new', 'data');
    const name = instanceName(d);
    expect(instanceName(d)).toBe(name);
  });

  it('a corrupt or empty file is replaced by a new name, which is then kept', () => {
    for (const junk of ['', 'bad name with spaces\n', 'x'.repeat(65), '../../etc']) {
      const d = dataDir();
      fs.writeFileSync(path.join(d, 'instance-name'), junk);
      const name = instanceName(d);
      expect(name).toMatch(/^pfs-server-[0-9a-f]{12}$/);
      expect(instanceName(d)).toBe(name);
    }
  });
});
