import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createFacMember, saveFacRole } from '@pfs/domain/member';
import * as si from '@pfs/domain/si';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { userTable } from '../src/modules/user/user.table.js';
import { siCaseTable, siPlanTable } from '../src/modules/si/si.table.js';
import { SiPlanMaker } from '../src/modules/si/si-plan-maker.js';
import { SiTargets } from '../src/modules/si/si-targets.js';
import { clockIn } from '../src/lib/clock.js';
import { DAY_MS } from '../src/seed/climate-time.js';
import { pngBytes } from './plant-record-fixture.js';
import { DEMO, DEMO_FID, NURSERY_FID, callOf, dataOf, login, useSessions, type Res, type TestApp } from './test-app.js';

let app: TestApp;
let demo: string;
let worker: string;
let demoUid: number;
let workerUid: number;
let outsiderUid: number;
let workerRole: number;
const areaOf: Record<number, number> = {};

const uidOf = async (uniNo: string) => (await app.dbHandle.db.select().from(userTable).where(eq(userTable.uniNo, uniNo)))[0]!.uid;

useSessions([DEMO], async (s) => {
  [app, demo] = s;
  for (const fid of [DEMO_FID, NURSERY_FID]) areaOf[fid] = (await app.dbHandle.db.select().from(areaTable).where(eq(areaTable.fid, fid)).limit(1))[0]!.areaId;
  demoUid = await uidOf('demo');
  workerRole = (await dataOf(app, saveFacRole, { fid: DEMO_FID, name: '巡检员', codes: ['si.list', 'si.edit'] }, demo)).role_id;
  await callOf(app, createFacMember, { fid: DEMO_FID, uni_no: 'sicase01', cname: '巡检员小李', password: 'sicase-pass-1', role_id: workerRole }, demo);
  worker = await login(app, 'sicase01', 'sicase-pass-1');
  workerUid = await uidOf('sicase01');
  // A member of the other factory only: not someone a case here can be assigned to.
  const nurseryRole = await dataOf(app, saveFacRole, { fid: NURSERY_FID, name: '育苗巡检', codes: ['si.list'] }, demo);
  await callOf(
    app,
    createFacMember,
    { fid: NURSERY_FID, uni_no: 'sicase02', cname: '育苗员小王', password: 'sicase-pass-2', role_id: nurseryRole.role_id },
    demo,
  );
  outsiderUid = await uidOf('sicase02');
});

const db = () => app.dbHandle.db;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const today = () => app.services.clock.today();

/** A daily rule of one check item, all day, in the factory; answers its plan of today. */
async function dailyPlan(fid: number, name: string, who: { uids?: number[]; role?: number | null } = {}) {
  const item = { fid, name: `${name}检查`, target_kind: 'area', target_id: areaOf[fid], answer_kind: 'check' } as si.SaveSiItemBody;
  const { ci_id } = await dataOf(app, si.saveSiItem, item, demo);
  const rule = {
    fid,
    name,
    period: 'd',
    start_time: '00:00',
    end_time: '23:59',
    ci_ids: [ci_id],
    assignee_uids: who.uids ?? (who.role ? [] : [demoUid]),
    assignee_role_id: who.role ?? null,
  };
  const { sr_id } = await dataOf(app, si.saveSiRule, rule as si.SaveSiRuleBody, demo);
  const plan = (await dataOf(app, si.getSiPlanList, { fid, page: 1, size: 10, sr_id }, demo)).items[0]!;
  const rcdId = (await dataOf(app, si.getSiPlanDetail, { fid, plan_id: plan.plan_id }, demo)).records[0]!.rcd_id;
  return { sr_id, plan_id: plan.plan_id, rcd_id: rcdId };
}

const answer = (fid: number, p: { plan_id: number; rcd_id: number }, result: si.SaveSiAnswerBody['result'], photos: string[] = []) =>
  callOf(
    app,
    si.saveSiAnswer,
    { fid, plan_id: p.plan_id, rcd_id: p.rcd_id, result, value_num: null, value_text: '', photos, remark: result === 'err' ? '地面积水' : '' },
    demo,
  );

/** upload_si_photo as the phone sends it: the factory in the query, the file as multipart field `file`. */
async function upload(fid: number, bytes: Buffer, fileName: string): Promise<Res> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const req = new Request('http://x', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: `${si.uploadSiPhoto.url}?fid=${fid}`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'x-token': demo, 'content-type': req.headers.get('content-type')! },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('巡检照片', () => {
  it('attaches a factory’s own photo, refuses it in another factory, and refuses a file that is not a picture', async () => {
    const up = await upload(DEMO_FID, await pngBytes(60, 40), '灯具.png');
    expect(up.status).toBe(200);
    const photo = up.body.data as si.SiPhoto;
    const mine = await dailyPlan(DEMO_FID, '照片本厂');
    const ok = await answer(DEMO_FID, mine, 'ok', [photo.name]);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ result: 'ok', photos: [photo] });

    const theirs = await dailyPlan(NURSERY_FID, '照片外厂');
    const foreign = await answer(NURSERY_FID, theirs, 'ok', [photo.name]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('照片不存在或不属于本工厂，请重新上传');
    expect((await dataOf(app, si.getSiPlanDetail, { fid: NURSERY_FID, plan_id: theirs.plan_id }, demo)).plan.answered_ct).toBe(0);

    const text = await upload(DEMO_FID, Buffer.from('巡检记录：一切正常\n'), '记录.png');
    expect(text.status).toBe(400);
    expect(text.body.msg).toContain('只支持 JPEG、PNG 或 WebP 照片');
    // A PNG signature in front of garbage is recognised by its header but cannot be decoded.
    const broken = await upload(DEMO_FID, Buffer.concat([(await pngBytes(20, 20)).subarray(0, 24), Buffer.alloc(64, 7)]), '坏图.png');
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toMatch(/照片/);
  });
});

describe('异常处理', () => {
  let plan: { plan_id: number; rcd_id: number };
  let caseId = 0;
  const caseOf = () => dataOf(app, si.getSiCase, { fid: DEMO_FID, case_id: caseId }, demo);
  const assign = (owner_uid: number, deadline: string) => callOf(app, si.assignSiCase, { fid: DEMO_FID, case_id: caseId, owner_uid, deadline }, demo);

  it('assigns an open case to a member with a deadline, and logs it', async () => {
    plan = await dailyPlan(DEMO_FID, '排水沟巡查');
    expect((await answer(DEMO_FID, plan, 'err')).body.data).toMatchObject({ case_status: 'open' });
    caseId = (await dataOf(app, si.getSiCaseList, { fid: DEMO_FID, page: 1, size: 5, status: 'open', kw: '排水沟巡查' }, demo)).items[0]!.case_id;
    const deadline = addDays(today(), 2);
    const r = await assign(workerUid, deadline);
    expect(r.status).toBe(200);
    expect(r.body.data!.case).toMatchObject({ owner_uid: workerUid, owner_name: '巡检员小李', deadline, overdue: false, status: 'open' });
    expect(r.body.data!.logs.map((l) => [l.action, l.note])).toEqual([
      ['open', expect.any(String)],
      ['assign', `指派给 巡检员小李，整改期限 ${deadline}`],
    ]);
  });

  it('refuses an owner from outside the factory and a deadline before today', async () => {
    const outsider = await assign(outsiderUid, addDays(today(), 1));
    expect(outsider.status).toBe(404);
    expect(outsider.body.msg).toBe(`负责人（${outsiderUid}）不是本工厂的成员`);
    const past = await assign(workerUid, addDays(today(), -1));
    expect(past.status).toBe(400);
    expect(past.body.msg).toContain('整改期限');
    expect((await caseOf()).case).toMatchObject({ owner_uid: workerUid, deadline: addDays(today(), 2) });
  });

  it('lists an open case past its deadline as overdue, and not before', async () => {
    const overdue = async () => (await dataOf(app, si.getSiCaseList, { fid: DEMO_FID, page: 1, size: 50, status: 'overdue' }, demo)).items;
    expect((await overdue()).some((c) => c.case_id === caseId)).toBe(false);
    // The service refuses a past deadline, so the case is made late in the database.
    await db()
      .update(siCaseTable)
      .set({ deadline: addDays(today(), -1) })
      .where(eq(siCaseTable.caseId, caseId));
    expect((await overdue()).find((c) => c.case_id === caseId)).toMatchObject({ overdue: true, status: 'open', deadline: addDays(today(), -1) });
  });

  it('handling makes the record act_ok with the plan’s err_ct unchanged; a handled case takes no more notes or handling', async () => {
    const before = (await dataOf(app, si.getSiPlanDetail, { fid: DEMO_FID, plan_id: plan.plan_id }, demo)).plan;
    expect(before).toMatchObject({ answered_ct: 1, err_ct: 1 });
    const handled = await dataOf(app, si.handleSiCase, { fid: DEMO_FID, case_id: caseId, note: '已疏通排水沟', photos: [] }, worker);
    expect(handled.case).toMatchObject({ status: 'handled', overdue: false, handled_by_name: '巡检员小李' });
    expect(handled.record.result).toBe('act_ok');
    expect(handled.can_handle).toBe(false);
    expect((await dataOf(app, si.getSiPlanDetail, { fid: DEMO_FID, plan_id: plan.plan_id }, demo)).plan).toMatchObject({ answered_ct: 1, err_ct: 1 });
    const overdue = await dataOf(app, si.getSiCaseList, { fid: DEMO_FID, page: 1, size: 50, status: 'overdue' }, demo);
    expect(overdue.items.some((c) => c.case_id === caseId)).toBe(false);

    const note = await callOf(app, si.saveSiCaseNote, { fid: DEMO_FID, case_id: caseId, note: '再看一眼', photos: [] }, demo);
    expect(note.status).toBe(400);
    expect(note.body.msg).toBe('该异常已处理完成');
    const again = await callOf(app, si.handleSiCase, { fid: DEMO_FID, case_id: caseId, note: '重复处理', photos: [] }, demo);
    expect(again.body.msg).toBe('该异常已处理完成');
    expect((await assign(workerUid, addDays(today(), 3))).body.msg).toBe('该异常已处理完成');
    expect((await caseOf()).logs.map((l) => l.action)).toEqual(['open', 'assign', 'handle']);
  });
});

describe('计划列表筛选', () => {
  it('filters by status, and `mine` holds the plans assigned to the caller by name or by role', async () => {
    const todo = await dailyPlan(DEMO_FID, '筛选未开始');
    const doing = await dailyPlan(DEMO_FID, '筛选进行中', { role: workerRole });
    const done = await dailyPlan(DEMO_FID, '筛选已完成', { uids: [workerUid] });
    const late = await dailyPlan(DEMO_FID, '筛选已逾期', { uids: [demoUid, workerUid] });
    await answer(DEMO_FID, doing, 'ok');
    await answer(DEMO_FID, done, 'ok');
    await dataOf(app, si.finishSiPlan, { fid: DEMO_FID, plan_id: done.plan_id }, demo);
    // Past its late time and not finished: overdue (the window is today's, so the time is moved in the database).
    await db()
      .update(siPlanTable)
      .set({ lateAt: new Date(app.services.clock.now() - 60_000) })
      .where(eq(siPlanTable.planId, late.plan_id));
    const ours = new Map([todo, doing, done, late].map((p, i) => [p.plan_id, ['todo', 'doing', 'done', 'overdue'][i]]));
    const listed = async (f: { status?: si.SiPlanStatus; mine?: boolean }, token = demo) =>
      (await dataOf(app, si.getSiPlanList, { fid: DEMO_FID, page: 1, size: 100, from: today(), to: today(), ...f }, token)).items.filter((p) =>
        ours.has(p.plan_id),
      );
    for (const status of ['todo', 'doing', 'done', 'overdue'] as const) {
      const found = await listed({ status });
      expect(
        found.map((p) => ours.get(p.plan_id)),
        status,
      ).toEqual([status]);
      expect(found[0]!.status).toBe(status);
    }
    const ids = (ps: { plan_id: number }[]) => ps.map((p) => p.plan_id).sort((a, b) => a - b);
    // The worker: by role (进行中), by name (已完成, 已逾期); the demo account by name (未开始, 已逾期).
    expect(ids(await listed({ mine: true }, worker))).toEqual(ids([doing, done, late]));
    expect(ids(await listed({ mine: true }))).toEqual(ids([todo, late]));
    expect(ids(await listed({ mine: true, status: 'overdue' }, worker))).toEqual([late.plan_id]);
  });
});

describe('计划的定时生成', () => {
  it('makes the next day’s plan once, even when two makers run at the same time', async () => {
    const { sr_id } = await dailyPlan(DEMO_FID, '次日计划');
    const tomorrow = addDays(today(), 1);
    const clock = clockIn(app.services.clock.timeZone, () => app.services.clock.now() + DAY_MS);
    const log = { warn: () => {} };
    const maker = () => new SiPlanMaker(db(), new SiTargets(db()), clock, log);
    const plansOf = () => db().select().from(siPlanTable).where(eq(siPlanTable.srId, sr_id));
    expect((await plansOf()).map((p) => p.periodStart)).toEqual([today()]);

    const made = await Promise.all([maker().runOnce(), maker().runOnce()]);
    const next = await db()
      .select()
      .from(siPlanTable)
      .where(and(eq(siPlanTable.srId, sr_id), eq(siPlanTable.periodStart, tomorrow)));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ dueDay: tomorrow, itemCt: 1, answeredCt: 0, doneAt: null });
    // Every rule's plan of tomorrow was made by exactly one of the two.
    const tomorrows = await db().select().from(siPlanTable).where(eq(siPlanTable.periodStart, tomorrow));
    expect(made[0] + made[1]).toBe(tomorrows.length);
    // A later tick the same day makes nothing more.
    expect(await maker().runOnce()).toBe(0);
    expect((await plansOf()).map((p) => p.periodStart).sort()).toEqual([today(), tomorrow]);
    const detail = await dataOf(app, si.getSiPlanDetail, { fid: DEMO_FID, plan_id: next[0]!.planId }, demo);
    expect(detail.records.map((r) => r.name)).toEqual(['次日计划检查']);
  });
});
