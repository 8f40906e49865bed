import { describe, expect, it } from 'vitest';
import { mergePasswordFile, mergeReport } from './broker-passwd.js';

const H = (c: string) => `$7$101$${c.repeat(16)}$${c.repeat(88)}`;

describe('broker:passwd merges the gateways into the operator password file', () => {
  it('keeps the instance accounts, writes new and reset secrets, drops gateways deleted in PFS', () => {
    const existing = [`pfs-server-1:${H('a')}`, `GW-OLD:${H('b')}`, `GW-1:${H('c')}`, `pfs-server-2:${H('d')}`, ''].join('\n');
    const m = mergePasswordFile(existing, [
      { sn: 'GW-1', brokerSecretHash: H('e') },
      { sn: 'GW-2', brokerSecretHash: H('f') },
    ]);
    expect(m.text).toBe([`pfs-server-1:${H('a')}`, `GW-1:${H('e')}`, `pfs-server-2:${H('d')}`, `GW-2:${H('f')}`, ''].join('\n'));
    expect(m).toMatchObject({ written: ['GW-1', 'GW-2'], kept: ['pfs-server-1', 'pfs-server-2'], removed: ['GW-OLD'], needReset: [] });
  });

  it('a line already current is unchanged; --keep keeps another account', () => {
    const m = mergePasswordFile(`monitor:${H('a')}\nGW-1:${H('c')}\n`, [{ sn: 'GW-1', brokerSecretHash: H('c') }], ['monitor']);
    expect(m).toMatchObject({ written: [], unchanged: ['GW-1'], kept: ['monitor'], removed: [] });
    expect(mergeReport('/f', m, false)).not.toContain('接着让 Mosquitto 重新读取密码文件：systemctl reload mosquitto');
  });

  it('a gateway whose secret predates the Mosquitto hash: a hand-made line stays, none means 重置密钥', () => {
    const m = mergePasswordFile(`GW-HAND:${H('a')}\n`, [
      { sn: 'GW-HAND', brokerSecretHash: null },
      { sn: 'GW-OLD', brokerSecretHash: null },
      { sn: 'demo-grow-1', brokerSecretHash: null, simulated: true },
    ]);
    expect(m.text).toBe(`GW-HAND:${H('a')}\n`);
    expect(m).toMatchObject({ manual: ['GW-HAND'], needReset: ['GW-OLD'], simulated: ['demo-grow-1'] });
    expect(mergeReport('/f', m, false).join('\n')).toMatch(/GW-OLD；请在网关页「重置密钥」/);
  });
});
