import { describe, expect, it } from 'vitest';
import { ROLE_TEMPLATES } from '@pfs/domain';
import { type FacRole, getUserInfo } from '@pfs/domain/auth';
import { getFacCfg } from '@pfs/domain/factory-cfg';
import { createFacMember, getFacRoleList } from '@pfs/domain/member';
import { getSysFactoryList, saveSysFactory } from '@pfs/domain/sys-factory';
import { DEMO, DEMO_FID, GROWER, SA, call, callOf, callRaw, dataOf, login, useSessions, type TestApp, rawCallOf } from './test-app.js';

let app: TestApp;
let sa: string;
let demo: string;
let grower: string;
useSessions([SA, DEMO, GROWER], (s) => ([app, sa, demo, grower] = s));

const list = (token = sa) => dataOf(app, getSysFactoryList, {}, token);
const facRolesOf = async (token: string) => (await rawCallOf(app, getUserInfo, undefined, token)).body.fac_roles as FacRole[];

describe('工厂管理: a super admin creates a factory', () => {
  it('is usable at once: in the list, in the creator’s factories as 厂长, with the role templates, and takes members', async () => {
    // Read first so the creator's user info is cached: the new factory must still show without waiting.
    expect((await facRolesOf(sa)).map((r) => r.fac.fac_name)).not.toContain('三号工厂');
    const saved = await callOf(
      app,
      saveSysFactory,
      { name: ' 三号工厂 ', short_name: '三号', mcodes: ['screen', 'iot'], plant_types: ['PL', 'SL'], for_test: true },
      sa,
    );
    expect(saved.body).toMatchObject({ code: 200, msg: '工厂「三号工厂」已创建' });
    const { fid } = saved.body.data!;

    const row = (await list()).find((f) => f.fid === fid);
    expect(row).toMatchObject({ fac_name: '三号工厂', short_name: '三号', for_test: true, plant_types: ['PL', 'SL'], member_ct: 1 });
    expect(row!.modules.map((m) => m.mcode)).toEqual(['iot', 'screen']);

    const mine = (await facRolesOf(sa)).find((r) => r.fac.fid === fid);
    expect(mine).toMatchObject({ role_name: '厂长', fac: { fac_name: '三号工厂', for_test: true } });
    expect(mine!.fac.modules.map((m) => m.name)).toEqual(['物联网', '展示大屏']);

    const roles = (await callOf(app, getFacRoleList, { fid }, sa)).body.data as { role_id: number; name: string }[];
    expect(roles.map((r) => r.name).sort()).toEqual(ROLE_TEMPLATES.map((t) => t.name).sort());
    const grower = roles.find((r) => r.name === '种植员')!;
    const created = await callOf(app, createFacMember, { fid, uni_no: 'zhang3', cname: '张三', password: 'Grow-2026-field', role_id: grower.role_id }, sa);
    expect(created.body.code).toBe(200);
    const zhang = await login(app, 'zhang3', 'Grow-2026-field');
    expect((await facRolesOf(zhang)).map((r) => [r.fac.fac_name, r.role_name])).toEqual([['三号工厂', '种植员']]);
    // The factory's own pages answer: 工厂信息 as the creator saved it.
    expect(await dataOf(app, getFacCfg, { fid }, sa)).toMatchObject({ fac_name: '三号工厂', city_district: '' });
  });

  it('answers every factory call of its creator without a server error (nothing else to set up first)', async () => {
    const { fid } = await dataOf(app, saveSysFactory, { name: '五号工厂', mcodes: ['iot', 'si', 'mes', 'screen'] }, sa);
    const calls = app.registeredApiRoutes.filter((r) => r.method === 'POST' && ['member', 'perm', 'permByKind'].includes(r.access?.kind ?? ''));
    expect(calls.length).toBeGreaterThan(50);
    const failed: string[] = [];
    for (const r of calls) {
      // Reads and writes alike get only the factory: a read answers, a write asks for what it lacks (400), none fails.
      const res = await call(app, r.url, { fid, kind: 'seed' }, sa);
      if (res.status >= 500 || res.status === 403) failed.push(`${r.url} ${res.status} ${res.body.msg}`);
    }
    expect(failed).toEqual([]);
  }, 120_000);

  it('defaults what the form may leave out: plant type 种植, the IoT module', async () => {
    const { fid } = await dataOf(app, saveSysFactory, { name: '四号工厂' }, sa);
    expect((await list()).find((f) => f.fid === fid)).toMatchObject({ plant_types: ['PL'], for_test: false, modules: [{ mcode: 'iot', name: '物联网' }] });
  });

  it('refuses an empty, duplicate or too long name in Chinese', async () => {
    const before = (await list()).length;
    expect((await callRaw(app, saveSysFactory, { name: '  ' }, sa)).body).toMatchObject({ code: 400, msg: expect.stringContaining('请填写工厂名称') });
    expect((await callRaw(app, saveSysFactory, { name: '厂' }, sa)).body.msg).toContain('工厂名称至少 2 个字符');
    expect((await callRaw(app, saveSysFactory, { name: '厂'.repeat(65) }, sa)).body.msg).toContain('工厂名称不能超过 64 个字符');
    const dup = await callOf(app, saveSysFactory, { name: '示范植物工厂' }, sa);
    expect(dup).toMatchObject({ status: 409, body: { msg: '已有名为「示范植物工厂」的工厂，请换一个名称' } });
    // Two admins saving one name at once: one factory, one refusal.
    const both = await Promise.all([1, 2].map(() => callOf(app, saveSysFactory, { name: '同名工厂' }, sa)));
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect((await list()).length).toBe(before + 1);
  });

  it('is the super admin’s alone: a factory manager, a grower and no session are refused', async () => {
    for (const token of [demo, grower]) {
      expect(await callOf(app, saveSysFactory, { name: '越权工厂' }, token)).toMatchObject({ status: 403, body: { msg: '仅超级管理员可以执行此操作' } });
      expect((await callOf(app, getSysFactoryList, {}, token)).status).toBe(403);
    }
    expect((await callOf(app, saveSysFactory, { name: '越权工厂' })).status).toBe(401);
    expect((await list()).map((f) => f.fac_name)).not.toContain('越权工厂');
    // The manager's own factories are unchanged.
    expect((await facRolesOf(demo)).map((r) => r.fac.fid)).toContain(DEMO_FID);
  });
});
