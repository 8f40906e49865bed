import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserInfo } from '@pfs/domain/auth';
import {
  memberInvitedMsg,
  type Member,
  type MemberInvite,
  type MyInvite,
  type Role,
  acceptFacInvite,
  addFacMember,
  cancelFacMemberInvite,
  createFacMember,
  deleteFacRole,
  getFacMemberInvites,
  getFacMemberList,
  getFacRoleList,
  getMyFacInvites,
  removeFacMember,
  saveFacRole,
  setFacMemberPassword,
  updateFacMember,
} from '@pfs/domain/member';
import { getFacEvtLogList, getFacUserlogList } from '@pfs/domain/syslog';
import { DEMO, DEMO_FID, NURSERY_FID, createTestApp, login, type TestApp, callOf, rawCallOf } from './test-app.js';

let app: TestApp;
let demo: string;
const list = async (body: object = {}) =>
  (await callOf(app, getFacMemberList, { fid: DEMO_FID, ...body }, demo)).body.data as { items: Member[]; total_ct: number };
const roles = async () => (await callOf(app, getFacRoleList, { fid: DEMO_FID }, demo)).body.data as Role[];
const rolesOf = async (fid: number) => (await callOf(app, getFacRoleList, { fid }, demo)).body.data as Role[];
const roleId = async (name: string) => (await roles()).find((r) => r.name === name)!.role_id;

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.uniNo, DEMO.password);
});
afterAll(() => app.stop());

describe('member list', () => {
  it('lists the demo staff with masked mobiles and their roles', async () => {
    const { items, total_ct } = await list();
    expect(total_ct).toBe(6);
    const grower = items.find((m) => m.uni_no === 'grower')!;
    expect(grower).toMatchObject({ cname: '李种植', role_name: '种植员', status: 'enabled', mobile: '139********' });
  });

  it('filters by keyword, role and status, and pages', async () => {
    expect((await list({ kw: '李' })).items.map((m) => m.uni_no)).toEqual(['grower']);
    const managers = await list({ role_id: await roleId('厂长') });
    expect(managers.items.map((m) => m.uni_no).sort()).toEqual(['demo', 'sa']);
    const page = await list({ page: 2, size: 4 });
    expect(page.items).toHaveLength(2);
    expect(page.total_ct).toBe(6);
    expect((await list({ status: 'disabled' })).total_ct).toBe(0);
    expect((await list({ kw: '%' })).total_ct).toBe(0);
  });

  it('answers each filter combination with its own values, and the total past the last page', async () => {
    // The same combination again with other values: the statement is reused, the values are not.
    expect((await list({ kw: '种植' })).items.map((m) => m.uni_no)).toEqual(['grower']);
    expect((await list({ kw: 'demo', role_id: await roleId('厂长') })).items.map((m) => m.uni_no)).toEqual(['demo']);
    expect((await list({ kw: 'demo', role_id: await roleId('种植员') })).total_ct).toBe(0);
    expect((await list({ role_id: await roleId('厂长'), status: 'enabled' })).total_ct).toBe(2);
    expect(await list({ page: 3, size: 4 })).toEqual({ items: [], total_ct: 6 });
    expect(await list({ kw: 'demo', page: 2, size: 4 })).toEqual({ items: [], total_ct: 1 });
  });
});

describe('member changes', () => {
  it('creates a user who can then log in, and refuses a duplicate account', async () => {
    const r = await callOf(
      app,
      createFacMember,
      {
        fid: DEMO_FID,
        uni_no: 'new01',
        cname: '孙新人',
        mobile: '13312345678',
        email: 'sun@example.com',
        password: 'new01-pass',
        role_id: await roleId('访客'),
      },
      demo,
    );
    expect(r.body.code).toBe(200);
    expect((r.body.data as Member).mobile).toBe('133********');
    await login(app, 'new01', 'new01-pass');
    const dup = await callOf(
      app,
      createFacMember,
      { fid: DEMO_FID, uni_no: 'new01', cname: '重复', password: 'whatever-1', role_id: await roleId('访客') },
      demo,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toContain('new01 已存在');
  });

  it('invites an existing account by uni_no: nothing of it is told, and it joins only when its owner accepts', async () => {
    const visitor = await roleId('访客');
    const known = await callOf(app, addFacMember, { fid: NURSERY_FID, uni_no: 'sales01', role_id: (await rolesOf(NURSERY_FID))[1]!.role_id }, demo);
    const ghost = await callOf(app, addFacMember, { fid: NURSERY_FID, uni_no: 'ghost', role_id: (await rolesOf(NURSERY_FID))[1]!.role_id }, demo);
    // The same answer for an account that exists and one that does not: no name, e-mail or last login.
    expect([known.status, ghost.status]).toEqual([200, 200]);
    expect(known.body.msg).toBe(memberInvitedMsg('sales01'));
    expect(ghost.body.msg).toBe(memberInvitedMsg('ghost'));
    expect(Object.keys(known.body.data as object).sort()).toEqual(Object.keys(ghost.body.data as object).sort());
    expect(JSON.stringify(known.body)).not.toMatch(/赵销售|last_login|email|uid/);
    // Not a member until accepted; the managers see the invitation as typed.
    const nurseryList = (await callOf(app, getFacMemberList, { fid: NURSERY_FID, kw: 'sales01' }, demo)).body.data as { items: Member[] };
    expect(nurseryList.items).toEqual([]);
    const pending = (await callOf(app, getFacMemberInvites, { fid: NURSERY_FID }, demo)).body.data as MemberInvite[];
    expect(pending.map((p) => p.uni_no).sort()).toEqual(['ghost', 'sales01']);

    const sales = await login(app, 'sales01', 'pfs123456');
    const mine = (await callOf(app, getMyFacInvites, undefined, sales)).body.data as MyInvite[];
    expect(mine).toEqual([expect.objectContaining({ fac_name: '育苗中心', invited_by_name: '张厂长' })]);
    // Another account cannot take up someone else's invitation.
    const other = await callOf(app, acceptFacInvite, { invite_id: mine[0]!.invite_id }, demo);
    expect([other.status, other.body.msg]).toEqual([404, '邀请不存在或已过期']);
    const ok = await callOf(app, acceptFacInvite, { invite_id: mine[0]!.invite_id }, sales);
    expect([ok.body.code, ok.body.msg]).toEqual([200, '已加入 育苗中心']);
    const info = await rawCallOf(app, getUserInfo, undefined, sales);
    expect((info.body.fac_roles as { fac: { fid: number } }[]).map((f) => f.fac.fid)).toContain(NURSERY_FID);

    // A member already: 409 (they are in the managers' own list anyway); the ghost's invitation can be withdrawn.
    const again = await callOf(app, addFacMember, { fid: DEMO_FID, uni_no: 'grower', role_id: visitor }, demo);
    expect([again.status, again.body.msg]).toEqual([409, '账号 grower 已是本工厂成员']);
    const ghostInvite = pending.find((p) => p.uni_no === 'ghost')!;
    expect((await callOf(app, cancelFacMemberInvite, { fid: NURSERY_FID, invite_id: ghostInvite.invite_id }, demo)).body.msg).toBe('邀请已撤回');
  });

  it('refuses a role of another factory', async () => {
    const other = ((await callOf(app, getFacRoleList, { fid: 2 }, demo)).body.data as Role[])[0]!.role_id;
    const r = await callOf(app, addFacMember, { fid: DEMO_FID, uni_no: 'new01', role_id: other }, demo);
    expect(r.status).toBe(404);
  });

  it('changes a role and the member sees the new codes', async () => {
    const m = (await list({ kw: 'wh01' })).items[0]!;
    const r = await callOf(app, updateFacMember, { fid: DEMO_FID, uid: m.uid, role_id: await roleId('销售') }, demo);
    expect((r.body.data as Member).role_name).toBe('销售');
    const token = await login(app, 'wh01', 'pfs123456');
    const info = await rawCallOf(app, getUserInfo, undefined, token);
    expect((info.body.fac_roles as { fac_permission_codes: string[] }[])[0]!.fac_permission_codes).toContain('sales.edit');
  });

  it('keeps at least one manager and refuses acting on oneself', async () => {
    const self = (await list({ kw: 'demo' })).items[0]!;
    expect((await callOf(app, updateFacMember, { fid: DEMO_FID, uid: self.uid, status: 'disabled' }, demo)).body.msg).toBe('不能停用自己');
    expect((await callOf(app, removeFacMember, { fid: DEMO_FID, uid: self.uid }, demo)).body.msg).toBe('不能移除自己');
    // sa is the other manager, but no factory manager may demote sa.
    const sa = (await list({ kw: '系统管理员' })).items[0]!;
    expect((await callOf(app, updateFacMember, { fid: DEMO_FID, uid: sa.uid, role_id: await roleId('访客') }, demo)).status).toBe(403);
    // Demoting sa as super admin works while demo remains…
    const saToken = await login(app, 'sa', 'sa123456');
    expect((await callOf(app, updateFacMember, { fid: DEMO_FID, uid: sa.uid, role_id: await roleId('访客') }, saToken)).body.code).toBe(200);
    // …and taking auth.edit from the last manager's role is refused.
    const r = await callOf(app, saveFacRole, { fid: DEMO_FID, role_id: await roleId('厂长'), name: '厂长', codes: ['plant.list'] }, demo);
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('至少需要保留一名');
    await callOf(app, updateFacMember, { fid: DEMO_FID, uid: sa.uid, role_id: await roleId('厂长') }, saToken);
  });

  it('setting a member password signs them out everywhere', async () => {
    const token = await login(app, 'tech01', 'pfs123456');
    const m = (await list({ kw: 'tech01' })).items[0]!;
    const r = await callOf(app, setFacMemberPassword, { fid: DEMO_FID, uid: m.uid, password: 'tech-new-pass' }, demo);
    expect(r.body.code).toBe(200);
    expect((await rawCallOf(app, getUserInfo, undefined, token)).body.code).toBe(50014);
    await login(app, 'tech01', 'tech-new-pass');
  });

  it('a manager setting their own password through the member tool gives the old one first', async () => {
    const me = (await list({ kw: DEMO.uniNo })).items.find((m) => m.uni_no === DEMO.uniNo)!;
    const none = await callOf(app, setFacMemberPassword, { fid: DEMO_FID, uid: me.uid, password: 'Tomato-2026' }, demo);
    expect([none.status, none.body.msg]).toEqual([400, '修改自己的密码需要输入原密码']);
    const wrong = await callOf(app, setFacMemberPassword, { fid: DEMO_FID, uid: me.uid, password: 'Tomato-2026', old_password: 'guess-1234' }, demo);
    expect([wrong.status, wrong.body.msg]).toEqual([400, '原密码不正确']);
    const weak = await callOf(app, setFacMemberPassword, { fid: DEMO_FID, uid: me.uid, password: '12345678', old_password: DEMO.password }, demo);
    expect([weak.status, weak.body.msg]).toEqual([400, expect.stringContaining('密码过于简单')]);
    // The demo password still opens the account.
    await login(app, DEMO.uniNo, DEMO.password);
  });

  it('removes a member, who then has no factory', async () => {
    const m = (await list({ kw: 'new01' })).items[0]!;
    expect((await callOf(app, removeFacMember, { fid: DEMO_FID, uid: m.uid }, demo)).body.code).toBe(200);
    const token = await login(app, 'new01', 'new01-pass');
    expect((await rawCallOf(app, getUserInfo, undefined, token)).body.fac_roles).toEqual([]);
  });
});

describe('roles', () => {
  it('ships the six role templates in each factory', async () => {
    expect((await roles()).map((r) => r.name)).toEqual(['厂长', '种植员', '仓管员', '销售', '设备员', '访客']);
  });

  it('creates, renames, refuses duplicates and deletes only unused roles', async () => {
    const created = await callOf(app, saveFacRole, { fid: DEMO_FID, name: '质检员', codes: ['plant.list', 'report.list', 'plant.list'] }, demo);
    const role = created.body.data as Role;
    expect(role.codes).toEqual(['plant.list', 'report.list']);
    const dup = await callOf(app, saveFacRole, { fid: DEMO_FID, name: '厂长', codes: [] }, demo);
    expect(dup.status).toBe(409);
    const renamed = await callOf(app, saveFacRole, { fid: DEMO_FID, role_id: role.role_id, name: '质检主管', codes: ['report.list'] }, demo);
    expect((renamed.body.data as Role).name).toBe('质检主管');
    const used = await callOf(app, deleteFacRole, { fid: DEMO_FID, role_id: await roleId('种植员') }, demo);
    expect(used.status).toBe(409);
    expect(used.body.msg).toContain('仍有 1 名成员');
    expect((await callOf(app, deleteFacRole, { fid: DEMO_FID, role_id: role.role_id }, demo)).body.code).toBe(200);
    expect((await roles()).some((r) => r.role_id === role.role_id)).toBe(false);
  });
});

describe('logs record member and role changes', () => {
  it('user log and factory events show who did what', async () => {
    const logs = (await callOf(app, getFacUserlogList, { fid: DEMO_FID, type: 'member_add' }, demo)).body.data as {
      items: { cname: string; detail: string; type_label: string }[];
    };
    expect(logs.items.some((l) => l.detail.includes('孙新人') && l.cname === '张厂长' && l.type_label === '添加成员')).toBe(true);
    const evts = (await callOf(app, getFacEvtLogList, { fid: DEMO_FID, type: 'role' }, demo)).body.data as { items: { detail: string }[] };
    expect(evts.items.some((e) => e.detail.includes('删除角色「质检主管」'))).toBe(true);
  });
});

// Last: it uses up the manager's invitations for the window.
describe('invitation limits', () => {
  it('limits invitations per manager, so names cannot be tried in bulk', async () => {
    const visitor = await roleId('访客');
    const tries = [];
    for (let i = 0; i < 31; i++) tries.push(await callOf(app, addFacMember, { fid: DEMO_FID, uni_no: `probe${i}`, role_id: visitor }, demo));
    expect(tries.slice(0, 20).every((r) => r.status === 200)).toBe(true);
    const last = tries[30]!;
    expect([last.status, last.body.msg]).toEqual([429, expect.stringMatching(/^邀请成员尝试次数过多，请在 \d+ 分钟后重试$/)]);
  });
});
