import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { login as loginCall } from '@pfs/domain/auth';
import { saveSysFactory } from '@pfs/domain/sys-factory';
import { runServer } from './server-run.js';

/** The real server on `dataDir` (embedded database), IoT and the simulator off. */
const run = (dataDir: string, env: Record<string, string>) => runServer({ DATA_DIR: dataDir, IOT: 'off', SIM: 'off', DEMO_HISTORY_DAYS: '0', ...env });

const post = async (url: string, body: unknown, token?: string) =>
  (
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) }, body: JSON.stringify(body) })
  ).json() as Promise<{
    code: number;
    msg: string;
    token?: string;
  }>;

// The production first start as docs/deploy.md describes it, on the real process. Once (embedded database).
describe.runIf(process.env.TEST_DB !== 'postgres')('first start of a production database (real process)', () => {
  it('logs the first admin’s password once; they log in and create a factory; the demo is then refused at start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-first-'));
    try {
      const first = await run(dataDir, { SEED_DEMO: 'off' });
      await first.up();
      const line = first
        .output()
        .split('\n')
        .find((l) => l.includes('首个超级管理员'))!;
      const password = /账号 admin，密码 (\S+?)（/.exec(JSON.parse(line).msg as string)![1]!;
      const { token } = await post(`${first.url}${loginCall.url}`, { uni_no: 'admin', password });
      expect(await post(`${first.url}${saveSysFactory.url}`, { name: '一号植物工厂' }, token)).toMatchObject({ code: 200 });
      expect(await first.stop()).toBe(0);

      // SEED_DEMO left at its default on this database: refused with the reason, before anything is written.
      const demo = await run(dataDir, {});
      expect(await demo.exit).toBe(1);
      expect(demo.output()).toContain('拒绝写入演示数据：数据库中已有不是演示数据创建的1 个账号（admin）和1 个工厂（一号植物工厂）');
      expect(demo.output()).toContain('SEED_DEMO=off');

      // Started again as production: the account exists, so nothing is printed and ADMIN_PASSWORD is ignored.
      const again = await run(dataDir, { SEED_DEMO: 'off', ADMIN_PASSWORD: 'Ignored-Pass-2026' });
      await again.up();
      expect(again.output()).toContain('数据库中已有账号：ADMIN_PASSWORD 被忽略');
      expect(again.output()).not.toContain('首个超级管理员已创建');
      expect((await post(`${again.url}${loginCall.url}`, { uni_no: 'admin', password })).code).toBe(200);
      expect(await again.stop()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
