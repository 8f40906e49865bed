import { describe, expect, it } from 'vitest';
import { login as loginCall } from '@pfs/domain/auth';
import { createFacMember, getFacRoleList } from '@pfs/domain/member';
import { addPageVisitLog, getFacLogStats, getFacUserVoList, getFacUserlogList } from '@pfs/domain/syslog';
import { DEMO, DEMO_FID, GROWER, login, type TestApp, useSessions, callOf, rawCallOf } from './test-app.js';

let app: TestApp, demo: string, grower: string;
useSessions([DEMO, GROWER], (s) => ([app, demo, grower] = s));

type Paged<T> = { items: T[]; total_ct: number };

describe('page visits', () => {
  it('are recorded for a member and listed with filters and paging', async () => {
    for (const path of ['/dashboard', '/plant/index', '/iot/index']) {
      const r = await callOf(app, addPageVisitLog, { fid: DEMO_FID, site_name: '植物工厂管理平台', path, param: '{"a":1}' }, grower);
      expect(r.body.code).toBe(200);
    }
    const all = (await callOf(app, getFacUserVoList, { fid: DEMO_FID }, demo)).body.data as Paged<{ path: string; cname: string }>;
    expect(all.total_ct).toBe(3);
    expect(all.items[0]).toMatchObject({ path: '/iot/index', cname: '李种植' });
    const page2 = (await callOf(app, getFacUserVoList, { fid: DEMO_FID, page: 2, size: 2 }, demo)).body.data as Paged<{ path: string }>;
    expect(page2.items.map((i) => i.path)).toEqual(['/dashboard']);
    const future = (await callOf(app, getFacUserVoList, { fid: DEMO_FID, start: new Date(Date.now() + 3600_000).toISOString() }, demo)).body
      .data as Paged<unknown>;
    expect(future.total_ct).toBe(0);
  });
});

describe('user log', () => {
  it('shows logins and failed logins of the factory members, filterable by type and member', async () => {
    await rawCallOf(app, loginCall, { uni_no: 'grower', password: 'wrong-password' });
    const failed = (await callOf(app, getFacUserlogList, { fid: DEMO_FID, type: 'login_failed' }, demo)).body.data as Paged<{
      uni_no: string;
      type_label: string;
      detail: string;
    }>;
    expect(failed.items[0]).toMatchObject({ uni_no: 'grower', type_label: '登录失败', detail: '密码错误' });
    const logins = (await callOf(app, getFacUserlogList, { fid: DEMO_FID, type: 'login' }, demo)).body.data as Paged<{ uni_no: string }>;
    expect(logins.items.map((i) => i.uni_no).sort()).toEqual(['demo', 'grower']);
  });

  it('does not show account events of people outside the factory', async () => {
    // nursery-only account
    const role = ((await callOf(app, getFacRoleList, { fid: 2 }, demo)).body.data as { role_id: number }[])[0]!.role_id;
    await callOf(app, createFacMember, { fid: 2, uni_no: 'nurse01', cname: '周育苗', password: 'nurse-pass-1', role_id: role }, demo);
    await login(app, 'nurse01', 'nurse-pass-1');
    const logins = (await callOf(app, getFacUserlogList, { fid: DEMO_FID, type: 'login' }, demo)).body.data as Paged<{ uni_no: string }>;
    expect(logins.items.map((i) => i.uni_no)).not.toContain('nurse01');
  });
});

describe('overview stats', () => {
  it('counts today and zero-fills the other days', async () => {
    const r = (await callOf(app, getFacLogStats, { fid: DEMO_FID, days: 7 }, demo)).body.data as {
      days: { day: string; page_visit_ct: number; user_log_ct: number }[];
      totals: { page_visit_ct: number; active_user_ct: number };
    };
    expect(r.days).toHaveLength(7);
    expect(r.days[6]!.page_visit_ct).toBe(3);
    expect(r.days[0]!.page_visit_ct).toBe(0);
    expect(r.totals).toMatchObject({ page_visit_ct: 3, active_user_ct: 1 });
    expect(r.days[6]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
