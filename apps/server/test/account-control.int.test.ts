import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login as loginCall } from '@pfs/domain/auth';
import {
  acceptFacInvite,
  addFacMember,
  createFacMember,
  getFacMemberList,
  getFacRoleList,
  getMyFacInvites,
  removeFacMember,
  setFacMemberPassword,
  updateFacMember,
} from '@pfs/domain/member';
import type { Member, Role } from '@pfs/domain/member';
import { DEMO, DEMO_FID, NURSERY_FID, SA, createTestApp, login, type TestApp, callOf, rawCallOf } from './test-app.js';

// A manager (厂长) of 育苗中心 only must not be able to take over accounts that 示范植物工厂 also has a say over.
let app: TestApp;
let demo: string;
let nurseryBoss: string;
const roleId = async (fid: number, name: string) =>
  ((await callOf(app, getFacRoleList, { fid }, demo)).body.data as Role[]).find((r) => r.name === name)!.role_id;
const member = async (fid: number, uniNo: string, token = demo) =>
  ((await callOf(app, getFacMemberList, { fid, kw: uniNo }, token)).body.data as { items: Member[] }).items.find((m) => m.uni_no === uniNo)!;

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.uniNo, DEMO.password);
  // Set up through the API as a customer would: a 厂长 of 示范植物工厂 only, and a 厂长 of 育苗中心 only.
  const created = [
    { fid: DEMO_FID, uni_no: 'boss1', cname: '钱一厂', password: 'boss1-secret' },
    { fid: NURSERY_FID, uni_no: 'nboss', cname: '孙育苗', password: 'nboss-secret' },
  ];
  for (const u of created) {
    const r = await callOf(app, createFacMember, { ...u, mobile: '', email: '', role_id: await roleId(u.fid, '厂长') }, demo);
    expect(r.body.code).toBe(200);
  }
  nurseryBoss = await login(app, 'nboss', 'nboss-secret');
});
afterAll(() => app.stop());

describe('a manager of one factory cannot take over accounts of another', () => {
  it('pulling in the other factory’s 厂长 by uni_no hands over no control of the account', async () => {
    const add = await callOf(app, addFacMember, { fid: NURSERY_FID, uni_no: 'boss1', role_id: await roleId(NURSERY_FID, '访客') }, nurseryBoss);
    expect(add.body.code).toBe(200);
    // Even once boss1 accepts the invitation…
    const boss1Token = await login(app, 'boss1', 'boss1-secret');
    const [inv] = (await callOf(app, getMyFacInvites, {}, boss1Token)).body.data as { invite_id: number }[];
    expect((await callOf(app, acceptFacInvite, { invite_id: inv!.invite_id }, boss1Token)).body.code).toBe(200);
    const boss1 = await member(NURSERY_FID, 'boss1', nurseryBoss);
    const set = await callOf(app, setFacMemberPassword, { fid: NURSERY_FID, uid: boss1.uid, password: 'taken-over-1' }, nurseryBoss);
    expect(set.status).toBe(403);
    expect(set.body.msg).toContain('其他工厂');
    // The owner keeps their password; the attacker's one does not work.
    await login(app, 'boss1', 'boss1-secret');
    expect((await rawCallOf(app, loginCall, { uni_no: 'boss1', password: 'taken-over-1' })).status).toBe(401);
    // Removing the traces is still only a membership change in the attacker's own factory.
    expect((await callOf(app, removeFacMember, { fid: NURSERY_FID, uid: boss1.uid }, nurseryBoss)).body.code).toBe(200);
    expect((await member(DEMO_FID, 'boss1')).role_name).toBe('厂长');
  });

  it('a user in both factories cannot have their password set by a manager of one', async () => {
    for (const uniNo of ['tech01', 'demo']) {
      const m = await member(NURSERY_FID, uniNo, nurseryBoss);
      const r = await callOf(app, setFacMemberPassword, { fid: NURSERY_FID, uid: m.uid, password: 'taken-over-2' }, nurseryBoss);
      expect(r.status).toBe(403);
    }
    await login(app, 'tech01', 'pfs123456');
    await login(app, DEMO.uniNo, DEMO.password);
  });

  it('the manager still administers their own staff and the memberships in their factory', async () => {
    const r = await callOf(
      app,
      createFacMember,
      { fid: NURSERY_FID, uni_no: 'nstaff', cname: '周育苗', mobile: '', email: '', password: 'nstaff-first', role_id: await roleId(NURSERY_FID, '种植员') },
      nurseryBoss,
    );
    expect(r.body.code).toBe(200);
    const uid = (r.body.data as Member).uid;
    expect((await callOf(app, setFacMemberPassword, { fid: NURSERY_FID, uid, password: 'nstaff-second' }, nurseryBoss)).body.code).toBe(200);
    await login(app, 'nstaff', 'nstaff-second');
    // A shared user's membership here can still be changed: it is this factory's business.
    const tech = await member(NURSERY_FID, 'tech01', nurseryBoss);
    const upd = await callOf(app, updateFacMember, { fid: NURSERY_FID, uid: tech.uid, status: 'disabled' }, nurseryBoss);
    expect(upd.body.code).toBe(200);
    await callOf(app, updateFacMember, { fid: NURSERY_FID, uid: tech.uid, status: 'enabled' }, nurseryBoss);
  });

  it('a manager of every factory the user is in may set the password', async () => {
    const tech = await member(DEMO_FID, 'tech01');
    expect((await callOf(app, setFacMemberPassword, { fid: NURSERY_FID, uid: tech.uid, password: 'tech-by-demo' }, demo)).body.code).toBe(200);
    await login(app, 'tech01', 'tech-by-demo');
  });
});

describe('the super admin is administered by no factory manager', () => {
  it('refuses to disable, demote, remove, reset or add sa, and sa keeps access', async () => {
    const sa = await member(NURSERY_FID, SA.uniNo, nurseryBoss);
    const tries = [
      [updateFacMember, { fid: NURSERY_FID, uid: sa.uid, status: 'disabled' }],
      [updateFacMember, { fid: NURSERY_FID, uid: sa.uid, role_id: await roleId(NURSERY_FID, '访客') }],
      [removeFacMember, { fid: NURSERY_FID, uid: sa.uid }],
      [setFacMemberPassword, { fid: NURSERY_FID, uid: sa.uid, password: 'taken-over-3' }],
    ] as const;
    for (const [def, body] of tries) {
      for (const token of [nurseryBoss, demo]) {
        const r = await callOf(app, def, body, token);
        expect(r.status, def.url).toBe(403);
        expect(r.body.msg).toContain('超级管理员');
      }
    }
    // sa is a member already; an invitation would change nothing unless sa accepted it.
    const add = await callOf(app, addFacMember, { fid: DEMO_FID, uni_no: 'sa', role_id: await roleId(DEMO_FID, '访客') }, demo);
    expect([add.status, add.body.msg]).toEqual([409, '账号 sa 已是本工厂成员']);
    const saToken = await login(app, SA.uniNo, SA.password);
    const again = await callOf(app, getFacMemberList, { fid: NURSERY_FID }, saToken);
    expect((again.body.data as { items: Member[] }).items.find((m) => m.uni_no === 'sa')).toMatchObject({ status: 'enabled', role_name: '厂长' });
  });

  it('sa may still administer any member', async () => {
    const saToken = await login(app, SA.uniNo, SA.password);
    const boss1 = await member(DEMO_FID, 'boss1');
    expect((await callOf(app, setFacMemberPassword, { fid: DEMO_FID, uid: boss1.uid, password: 'boss1-by-sa' }, saToken)).body.code).toBe(200);
    await login(app, 'boss1', 'boss1-by-sa');
  });
});
