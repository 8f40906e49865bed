import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { getHealth } from '@pfs/domain/system';
import { freePort, SERVER_V8_FLAGS, spawnServer } from '../bench/spawn-server.js';

// The real process: start, answer, then drain and exit on SIGTERM. Run once (embedded database).
describe.runIf(process.env.TEST_DB !== 'postgres')('server process', () => {
  it('starts on its port, serves health, and exits cleanly on SIGTERM', async () => {
    // The demo year's first start is the e2e's; this one checks the process itself.
    const server = await spawnServer({ DEMO_HISTORY_DAYS: '0' });
    const health = await (await fetch(`${server.url}${getHealth.url}`)).json();
    expect(health).toMatchObject({ code: 200, data: { db: 'ok' } });
    const exit = new Promise<number | null>((r) => server.proc.once('exit', (code) => r(code)));
    server.proc.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 90_000);

  it('names PORT when the port is taken', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: new URL('..', import.meta.url).pathname,
        env: { ...process.env, PORT: String(port), DATA_DIR: `/tmp/pfs-port-${port}`, SEED_DEMO: 'off' },
      });
      let out = '';
      proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
      proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((r) => proc.once('exit', r));
      expect(code).toBe(1);
      expect(out).toContain(`端口 ${port} 已被占用`);
      expect(out).toContain('PORT');
    } finally {
      blocker.close();
    }
  }, 90_000);

  it('runs in production with the V8 flags the benches measured (npm start, systemd unit)', () => {
    // A backlog of a moment must not leave request objects pretenured (docs/deploy.md, API throughput).
    expect(SERVER_V8_FLAGS).toContain('--no-allocation-site-pretenuring');
    const read = (p: string) => fs.readFileSync(new URL(p, import.meta.url), 'utf8');
    const npmStart = (JSON.parse(read('../package.json')) as { scripts: { start: string } }).scripts.start;
    const execStart = /^ExecStart=(.*)$/m.exec(read('../../../deploy/systemd/pfs@.service'))![1]!;
    for (const command of [npmStart, execStart]) {
      expect(command).toContain('dist/server.js');
      for (const flag of SERVER_V8_FLAGS) expect(command.split(/\s+/)).toContain(flag);
    }
  });

  it('the systemd unit: settings from the env files, the current release, its own state folder, Node ≥ 20.19 checked first', () => {
    const unit = fs.readFileSync(new URL('../../../deploy/systemd/pfs@.service', import.meta.url), 'utf8');
    const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!);
    // PORT (and the broker account) come from the instance's own file: `300%i` made instance 10 listen on 30010.
    expect(values('EnvironmentFile')).toEqual(['/etc/pfs/pfs.env', '/etc/pfs/pfs-%i.env']);
    // HOST is the installation's choice (pfs.env); NODE_ENV is read by nothing.
    expect(values('Environment').map((e) => e.split('=')[0])).toEqual(['DATA_DIR']);
    // An upgrade switches /opt/pfs/current to the next release folder; the running one is never rebuilt in place.
    expect(values('WorkingDirectory')).toEqual(['/opt/pfs/current/apps/server']);
    // systemd creates DATA_DIR for the pfs user; a ReadWritePaths folder missing at start would fail the unit unless "-".
    expect(values('StateDirectory')).toEqual(['pfs/%i']);
    expect(values('Environment')).toContain('DATA_DIR=/var/lib/pfs/%i');
    for (const p of values('ReadWritePaths').flatMap((v) => v.split(/\s+/))) expect(p.startsWith('-')).toBe(true);

    // Debian 12's /usr/bin/node is 18: the unit refuses to start it with a message naming the need.
    const script = /^\/usr\/bin\/node -e "(.*)"$/.exec(values('ExecStartPre')[0] ?? '')?.[1];
    expect(script).toBeDefined();
    for (const [version, runs] of [
      ['18.19.1', false],
      ['20.18.3', false],
      ['20.19.0', true],
      ['22.12.0', true],
    ] as const) {
      const r = spawnSync(process.execPath, ['-e', `Object.defineProperty(process.versions, 'node', { value: '${version}' }); ${script}`]);
      expect({ version, status: r.status }).toEqual({ version, status: runs ? 0 : 1 });
      if (!runs) expect(r.stderr.toString()).toContain('PFS 需要 Node.js 20.19 或更高版本');
    }
  });
});
