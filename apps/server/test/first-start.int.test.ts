import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changePassword, getUserInfo, login as loginCall } from '@pfs/domain/auth';
import { getFacMemberList } from '@pfs/domain/member';
import { saveSysFactory } from '@pfs/domain/sys-factory';
import type { UserInfoResponse } from '@pfs/domain/auth';
import { buildApp } from '../src/app.js';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { bootstrapFirstAdmin } from '../src/db/first-admin.js';
import { hashPassword } from '../src/lib/password.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { publishedDemoLoginsWarning } from '../src/seed/demo-safety.js';
import { instanceConfig } from './instance-fixture.js';
import { tempDatabase } from './temp-database.js';
import { SA, createTestApp, login, callOf, dataOf, rawCallOf } from './test-app.js';

const onPg = process.env.TEST_DB === 'postgres';

/** An empty, migrated database — what a production first start meets — with a way to open it again (a second instance). */
async function emptyDatabase(): Promise<{ db: DbHandle; open: () => Promise<DbHandle>; drop: () => Promise<void> }> {
  if (!onPg) {
    const db = await openDatabase({ memory: true });
    return { db, open: () => Promise.reject(new Error('PGlite: one process')), drop: async () => {} };
  }
  const { url, drop } = await tempDatabase('pgTemplate');
  const open = () => openDatabase({ databaseUrl: url });
  return { db: await open(), open, drop };
}

/** Runs `test` on an empty database, closed and dropped afterwards whatever happens. */
async function onEmptyDatabase(test: (db: DbHandle, open: () => Promise<DbHandle>) => Promise<void>) {
  const { db, open, drop } = await emptyDatabase();
  try {
    await test(db, open);
  } finally {
    await db.close();
    await drop();
  }
}

/** What a start logs, line by line. */
function captureLog() {
  const lines: { level: 'info' | 'warn'; msg: string }[] = [];
  return { lines, info: (msg: string) => void lines.push({ level: 'info', msg }), warn: (msg: string) => void lines.push({ level: 'warn', msg }) };
}

/** The app a start builds on `db` with these settings, after the first-start steps server.ts runs. */
async function start(db: DbHandle, env: Record<string, string>) {
  const { config, removeDir } = instanceConfig('pfs-first-', { SEED_DEMO: 'off', ...env });
  const log = captureLog();
  await bootstrapFirstAdmin(db.db, { seedDemo: config.SEED_DEMO === 'on', username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }, log);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return { app, log, stop: async () => (await app.close(), removeDir()) };
}

/** The first start on an empty database with these settings; `test` runs against it, then all is undone. */
const afterFirstStart = (env: Record<string, string>, test: (s: Awaited<ReturnType<typeof start>>, db: DbHandle) => Promise<void>) =>
  onEmptyDatabase(async (db) => {
    const s = await start(db, env);
    try {
      await test(s, db);
    } finally {
      await s.stop();
    }
  });

const users = async (db: DbHandle) =>
  ((await db.db.execute(sql`select uni_no, is_sa from users order by uid`)) as unknown as { rows: { uni_no: string; is_sa: boolean }[] }).rows;

describe('first start without the demo (SEED_DEMO=off)', () => {
  it('creates the super admin with ADMIN_PASSWORD, who logs in and creates the first factory', async () => {
    await afterFirstStart({ ADMIN_PASSWORD: 'Plant-Factory-2026' }, async (s, db) => {
      // Nothing else exists: without this account, login would answer 401 for ever.
      expect(await users(db)).toEqual([{ uni_no: 'admin', is_sa: true }]);
      expect(s.log.lines.find((l) => l.msg.includes('首个超级管理员'))).toMatchObject({ level: 'info', msg: expect.stringContaining('删除 ADMIN_PASSWORD') });
      expect(s.log.lines.map((l) => l.msg).join('\n')).not.toContain('Plant-Factory-2026');
      const token = await login(s.app, 'admin', 'Plant-Factory-2026');
      const before = (await rawCallOf(s.app, getUserInfo, undefined, token)).body as unknown as UserInfoResponse;
      expect(before).toMatchObject({ user: { is_sa: true }, fac_roles: [] });

      const saved = await callOf(s.app, saveSysFactory, { name: '第一工厂' }, token);
      expect(saved.body.code).toBe(200);
      const { fid } = saved.body.data!;
      const after = (await rawCallOf(s.app, getUserInfo, undefined, token)).body as unknown as UserInfoResponse;
      expect(after.fac_roles.map((r) => [r.fac.fid, r.fac.fac_name, r.role_name])).toEqual([[fid, '第一工厂', '厂长']]);
      expect((await callOf(s.app, getFacMemberList, { fid }, token)).body.code).toBe(200);
    });
  }, 60_000);

  it('prints a random password once when ADMIN_PASSWORD is unset, under ADMIN_USERNAME', async () => {
    await afterFirstStart({ ADMIN_USERNAME: 'root' }, async (s, db) => {
      const line = s.log.lines.filter((l) => l.msg.includes('首个超级管理员'));
      expect(line).toHaveLength(1);
      expect(line[0]!.level).toBe('warn');
      const password = /账号 root，密码 (\S+?)（/.exec(line[0]!.msg)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      await login(s.app, 'root', password!);
      expect((await rawCallOf(s.app, loginCall, { uni_no: 'admin', password: password! })).status).toBe(401);
      // The next start finds an account: nothing is created or printed again.
      const again = await start(db, { ADMIN_PASSWORD: 'Another-Pass-2026' });
      await again.stop();
      expect(await users(db)).toEqual([{ uni_no: 'root', is_sa: true }]);
      expect(again.log.lines).toEqual([{ level: 'info', msg: expect.stringMatching(/^数据库中已有账号：ADMIN_PASSWORD 被忽略/) }]);
    });
  }, 60_000);

  it('refuses to start with a weak ADMIN_PASSWORD, in Chinese, and creates nothing', async () => {
    await onEmptyDatabase(async (db) => {
      await expect(start(db, { ADMIN_PASSWORD: '12345678' })).rejects.toThrow(/^ADMIN_PASSWORD 不可用：密码过于简单/);
      await expect(start(db, { ADMIN_PASSWORD: 'short' })).rejects.toThrow('ADMIN_PASSWORD 不可用：密码至少 8 位');
      await expect(start(db, { ADMIN_USERNAME: '管理员' })).rejects.toThrow('ADMIN_USERNAME 不可用：账号只能包含字母、数字、下划线、点和连字符');
      expect(await users(db)).toEqual([]);
    });
  }, 60_000);

  it.runIf(onPg)(
    'two instances starting together on one PostgreSQL database create exactly one admin',
    async () => {
      await onEmptyDatabase(async (db, open) => {
        const second = await open();
        try {
          const starts = await Promise.all([start(db, {}), start(second, {})]);
          await Promise.all(starts.map((s) => s.stop()));
          expect(await users(db)).toEqual([{ uni_no: 'admin', is_sa: true }]);
          const printed = starts.flatMap((s) => s.log.lines).filter((l) => l.msg.includes('首个超级管理员已创建'));
          expect(printed).toHaveLength(1);
        } finally {
          await second.close();
        }
      });
    },
    60_000,
  );

  it('keeps ADMIN_* away from a database that has accounts (the demo’s), saying so', async () => {
    const app = await createTestApp();
    try {
      const log = captureLog();
      expect(await bootstrapFirstAdmin(app.dbHandle.db, { seedDemo: false, password: 'Plant-Factory-2026' }, log)).toBeNull();
      expect(log.lines).toEqual([{ level: 'info', msg: expect.stringContaining('数据库中已有账号：ADMIN_PASSWORD 被忽略') }]);
      expect((await rawCallOf(app, loginCall, { uni_no: 'admin', password: 'Plant-Factory-2026' })).status).toBe(401);
    } finally {
      await app.stop();
    }
  }, 60_000);
});

describe('demo safety', () => {
  it('refuses to seed the demo into a database that holds accounts or factories the demo did not create', async () => {
    await afterFirstStart({ ADMIN_PASSWORD: 'Plant-Factory-2026' }, async (s, db) => {
      const token = await login(s.app, 'admin', 'Plant-Factory-2026');
      await dataOf(s.app, saveSysFactory, { name: '正式工厂' }, token);
      const refused = seedDemo(db.db);
      await expect(refused).rejects.toThrow('拒绝写入演示数据：数据库中已有不是演示数据创建的1 个账号（admin）和1 个工厂（正式工厂）');
      await expect(seedDemo(db.db)).rejects.toThrow('请在环境变量中设置 SEED_DEMO=off 后重新启动');
      // Nothing of the demo got in, not even its marker.
      expect(await users(db)).toEqual([{ uni_no: 'admin', is_sa: true }]);
      expect((await rawCallOf(s.app, loginCall, { uni_no: SA.uniNo, password: SA.password })).status).toBe(401);
    });
  }, 60_000);

  it('warns at start while the published demo passwords log in, and stops once they are changed', async () => {
    const app = await createTestApp();
    try {
      const first = await publishedDemoLoginsWarning(app.dbHandle.db);
      expect(first).toContain('demo/demo123456、grower/grower123456、sa/sa123456、wh01/pfs123456、sales01/pfs123456、tech01/pfs123456');
      // The super admin changes his password as any user does.
      const sa = await login(app, SA.uniNo, SA.password);
      expect((await callOf(app, changePassword, { old_password: SA.password, new_password: 'Admin-Strong-2026' }, sa)).body.code).toBe(200);
      const second = await publishedDemoLoginsWarning(app.dbHandle.db);
      expect(second).toContain('demo/demo123456');
      expect(second).not.toContain('sa/sa123456');
      // The others changed (here straight in the database) or disabled: no warning left.
      await app.dbHandle.db.execute(sql`update users set status = 'disabled' where uni_no = 'wh01'`);
      const hash = await hashPassword('Changed-Later-2026');
      await app.dbHandle.db.execute(sql`update users set password_hash = ${hash} where uni_no in ('demo', 'grower', 'sales01', 'tech01')`);
      expect(await publishedDemoLoginsWarning(app.dbHandle.db)).toBeNull();
    } finally {
      await app.stop();
    }
  }, 60_000);
});
