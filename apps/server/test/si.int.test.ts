import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MODULE_OFF_MSG } from '@pfs/domain';
import { FAC_MODULES, getFacCfg, updateFacCfg } from '@pfs/domain/factory-cfg';
import { createFacMember, saveFacRole } from '@pfs/domain/member';
import * as si from '@pfs/domain/si';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { userTable } from '../src/modules/user/user.table.js';
import { latestValueTable } from '../src/modules/iot-store/reading.table.js';
import { declareSimPoints } from '../src/seed/sim-points.js';
import { DEMO, DEMO_FID, NURSERY_FID, callOf, dataOf, login, useSessions, type TestApp } from './test-app.js';

let app: TestApp;
let demo: string;
let viewer: string;
let areaId: number;
let demoUid: number;

useSessions([DEMO], async (s) => {
  [app, demo] = s;
  const [area] = await app.dbHandle.db.select().from(areaTable).where(eq(areaTable.fid, DEMO_FID)).limit(1);
  areaId = area!.areaId;
  demoUid = (await app.dbHandle.db.select().from(userTable).where(eq(userTable.uniNo, 'demo')))[0]!.uid;
  const role = await dataOf(app, saveFacRole, { fid: DEMO_FID, name: '巡检查看', codes: ['si.list'] }, demo);
  await callOf(app, createFacMember, { fid: DEMO_FID, uni_no: 'siview01', cname: '巡检查看员', password: 'siview-pass-1', role_id: role.role_id }, demo);
  viewer = await login(app, 'siview01', 'siview-pass-1');
});

const item = (b: Partial<si.SaveSiItemBody> & { name: string }) =>
  dataOf(app, si.saveSiItem, { fid: DEMO_FID, target_kind: 'area', target_id: areaId, answer_kind: 'check', ...b } as si.SaveSiItemBody, demo);
const detail = (planId: number) => dataOf(app, si.getSiPlanDetail, { fid: DEMO_FID, plan_id: planId }, demo);
const answer = (b: Omit<si.SaveSiAnswerBody, 'fid' | 'value_num' | 'value_text' | 'photos' | 'remark'> & Partial<si.SaveSiAnswerBody>, token = demo) =>
  callOf(app, si.saveSiAnswer, { fid: DEMO_FID, value_num: null, value_text: '', photos: [], remark: '', ...b }, token);

/** upload_si_photo: the factory in the query, the file as multipart field `file`. */
async function uploadSiPhotoOf(fid: number, bytes: Buffer, token: string): Promise<si.SiPhoto> {
  const boundary = `----pfs${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lamp.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `${si.uploadSiPhoto.url}?fid=${fid}`,
    payload,
    headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: si.SiPhoto }).data;
}

describe('日常巡检', () => {
  let planId = 0;
  let rcd: Record<string, number> = {};

  it('a rule makes today’s plan with its items copied in rule order', async () => {
    const leak = await item({ name: '栽培架漏水检查', target_text: '1 号架', standard: '无渗漏' });
    const ph = await item({ name: '营养液 pH', answer_kind: 'number', unit: '', min: 5.5, max: 6.5 });
    const lamp = await item({ name: '灯具检查', photo_required: true });
    expect(leak.target_name).toMatch(/ \/ .+ · 1 号架$/);
    const [other] = await app.dbHandle.db.select().from(areaTable).where(eq(areaTable.fid, NURSERY_FID)).limit(1);
    const foreign = await callOf(
      app,
      si.saveSiItem,
      { fid: DEMO_FID, name: '外厂区域', target_kind: 'area', target_id: other!.areaId, answer_kind: 'check' } as si.SaveSiItemBody,
      demo,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toContain('不存在或不属于本工厂');
    const rule = await dataOf(
      app,
      si.saveSiRule,
      {
        fid: DEMO_FID,
        name: '栽培区晨检',
        period: 'd',
        start_time: '00:00',
        end_time: '23:59',
        ci_ids: [ph.ci_id, leak.ci_id, lamp.ci_id],
        assignee_uids: [demoUid],
      } as si.SaveSiRuleBody,
      demo,
    );
    expect(rule).toMatchObject({ item_ct: 3, plan_ct: 1, status: 'enabled' });
    // A rule edit re-makes today's plan while nobody has answered it.
    const edited = {
      fid: DEMO_FID,
      sr_id: rule.sr_id,
      name: '栽培区早班巡检',
      period: 'd',
      start_time: '00:00',
      end_time: '23:59',
      ci_ids: [ph.ci_id, leak.ci_id, lamp.ci_id],
      assignee_uids: [demoUid],
    };
    await dataOf(app, si.saveSiRule, edited as si.SaveSiRuleBody, demo);
    const plans = await dataOf(app, si.getSiPlanList, { fid: DEMO_FID, page: 1, size: 10, sr_id: rule.sr_id, mine: true }, demo);
    expect(plans.items).toHaveLength(1);
    expect(plans.items[0]).toMatchObject({ rule_name: '栽培区早班巡检', item_ct: 3, answered_ct: 0, status: 'todo' });
    planId = plans.items[0]!.plan_id;
    const d = await detail(planId);
    expect(d.records.map((r) => r.name)).toEqual(['营养液 pH', '栽培架漏水检查', '灯具检查']);
    expect(d.can_fill).toBe(true);
    rcd = Object.fromEntries(d.records.map((r) => [r.name, r.rcd_id]));

    // Editing an item does not change the record the plan already holds.
    await item({ ci_id: ph.ci_id, name: '营养液酸碱度', answer_kind: 'number', min: 5.5, max: 6.5 });
    expect((await detail(planId)).records[0]!.name).toBe('营养液 pH');
  });

  it('keeps a number out of range from being 正常, and an err opens a case', async () => {
    const bad = await answer({ plan_id: planId, rcd_id: rcd['营养液 pH']!, result: 'ok', value_num: 7.2 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('高于上限 6.5');
    expect((await answer({ plan_id: planId, rcd_id: rcd['营养液 pH']!, result: 'err' })).body.msg).toContain('请填写');
    const r = await answer({ plan_id: planId, rcd_id: rcd['营养液 pH']!, result: 'err', value_num: 7.2, remark: '加酸调节' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ result: 'err', problem: '高于上限 6.5', case_status: 'open' });
    const { plan } = await detail(planId);
    expect(plan).toMatchObject({ answered_ct: 1, err_ct: 1, status: 'doing' });
    const cases = await dataOf(app, si.getSiCaseList, { fid: DEMO_FID, page: 1, size: 10, status: 'open' }, demo);
    expect(cases.items[0]).toMatchObject({ item_name: '营养液 pH', owner_uid: demoUid, finding: expect.stringContaining('读数 7.2') });
  });

  it('refuses a member without si.edit, and another factory’s plan', async () => {
    const r = await answer({ plan_id: planId, rcd_id: rcd['栽培架漏水检查']!, result: 'ok' }, viewer);
    expect(r.status).toBe(403);
    expect((await dataOf(app, si.getSiPlanDetail, { fid: DEMO_FID, plan_id: planId }, viewer)).can_fill).toBe(false);
    const foreign = await callOf(app, si.getSiPlanDetail, { fid: NURSERY_FID, plan_id: planId }, demo);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('巡检计划不存在或不属于本工厂');
  });

  it('handling a case makes the record act_ok and keeps the plan’s counters right; correcting an err voids its case', async () => {
    const open = (await dataOf(app, si.getSiCaseList, { fid: DEMO_FID, page: 1, size: 10, status: 'open' }, demo)).items[0]!;
    const handled = await dataOf(app, si.handleSiCase, { fid: DEMO_FID, case_id: open.case_id, note: '已加酸调至 6.0', photos: [] }, demo);
    expect(handled.case.status).toBe('handled');
    expect(handled.record.result).toBe('act_ok');
    expect(handled.logs.map((l) => l.action)).toEqual(['open', 'handle']);
    expect((await detail(planId)).plan).toMatchObject({ answered_ct: 1, err_ct: 1 });

    await answer({ plan_id: planId, rcd_id: rcd['栽培架漏水检查']!, result: 'err', remark: '有渗水' });
    expect((await detail(planId)).plan).toMatchObject({ answered_ct: 2, err_ct: 2 });
    const fixed = await answer({ plan_id: planId, rcd_id: rcd['栽培架漏水检查']!, result: 'ok' });
    expect(fixed.body.data).toMatchObject({ result: 'ok', case_status: 'void' });
    expect((await detail(planId)).plan).toMatchObject({ answered_ct: 2, err_ct: 1 });
  });

  it('needs a photo where the item asks for one, finishes only a fully answered plan, and then refuses edits', async () => {
    const unfinished = await callOf(app, si.finishSiPlan, { fid: DEMO_FID, plan_id: planId }, demo);
    expect(unfinished.status).toBe(400);
    expect(unfinished.body.msg).toBe('还有 1 项未巡检：灯具检查');
    expect((await answer({ plan_id: planId, rcd_id: rcd['灯具检查']!, result: 'ok' })).body.msg).toContain('须拍照');
    const photo = await uploadSiPhotoOf(
      DEMO_FID,
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer(),
      demo,
    );
    expect(photo.url).toBe(`/pics/si/${photo.name}`);
    const r = await answer({ plan_id: planId, rcd_id: rcd['灯具检查']!, result: 'ok', photos: [photo.name] });
    expect(r.body.data).toMatchObject({ result: 'ok', photos: [photo] });
    const done = await dataOf(app, si.finishSiPlan, { fid: DEMO_FID, plan_id: planId }, demo);
    expect(done).toMatchObject({ status: 'done', answered_ct: 3, err_ct: 1 });
    const late = await answer({ plan_id: planId, rcd_id: rcd['灯具检查']!, result: 'ignore' });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('该巡检计划已完成，结果不能再修改');
    const records = await dataOf(app, si.getSiRecordList, { fid: DEMO_FID, page: 1, size: 20 }, demo);
    expect(records.items.map((x) => x.item_name).sort()).toEqual(['栽培架漏水检查', '灯具检查', '营养液 pH']);
  });

  it('compares a hand reading with a fresh sensor reading of the item’s point', async () => {
    const { ids } = await declareSimPoints(app.dbHandle.db, ['demo-grow-1']);
    const pointId = ids.get('demo-grow-1/air_temp')!;
    await app.dbHandle.db
      .insert(latestValueTable)
      .values({ pointId, ts: new Date(), v: 24 })
      .onConflictDoUpdate({ target: latestValueTable.pointId, set: { ts: new Date(), v: 24 } });
    const temp = await item({ name: '手持温度计读数', answer_kind: 'number', unit: '℃', min: 18, max: 28, point_id: pointId, tolerance: 1 });
    expect(temp.point_name).toBeTruthy();
    const rule = { fid: DEMO_FID, name: '温度复核', period: 'd', start_time: '00:00', end_time: '23:59', ci_ids: [temp.ci_id], assignee_uids: [demoUid] };
    const { sr_id } = await dataOf(app, si.saveSiRule, rule as si.SaveSiRuleBody, demo);
    const plan = (await dataOf(app, si.getSiPlanList, { fid: DEMO_FID, page: 1, size: 10, sr_id }, demo)).items[0]!;
    const [rec] = (await detail(plan.plan_id)).records;
    expect(rec).toMatchObject({ live_value: 24, point_id: pointId });
    const r = await answer({ plan_id: plan.plan_id, rcd_id: rec!.rcd_id, result: 'ok', value_num: 26.5 });
    expect(r.body.data).toMatchObject({ iot_value: 24, iot_drift: '与传感器读数 24℃ 相差 2.5℃，超出允许偏差 1℃' });
  });

  it('refuses si calls in a factory without the module', async () => {
    const cfg = await dataOf(app, getFacCfg, { fid: DEMO_FID }, demo);
    const form = {
      ...cfg,
      faci_usage: 'PL' as const,
      plant_types: ['PL' as const],
      mcodes: FAC_MODULES.filter((m) => m !== 'si' && cfg.modules.some((x) => x.mcode === m)),
    };
    await dataOf(app, updateFacCfg, form, demo);
    const off = await callOf(app, si.getSiPlanDetail, { fid: DEMO_FID, plan_id: planId }, demo);
    expect(off.status).toBe(403);
    expect(off.body.msg).toBe(MODULE_OFF_MSG);
    await dataOf(app, updateFacCfg, { ...form, mcodes: [...form.mcodes, 'si'] }, demo);
    expect((await callOf(app, si.getSiPlanDetail, { fid: DEMO_FID, plan_id: planId }, demo)).status).toBe(200);
  });
});
