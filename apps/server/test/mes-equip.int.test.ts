import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { addDays } from '@pfs/domain/plant';
import * as mes from '@pfs/domain/mes';
import { areaTable } from '../src/modules/facility/facility.table.js';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { mesEquipSpanTable, mesEquipTable, mesFaultTable } from '../src/modules/mes/mes.table.js';
import { createFacMember, saveFacRole } from '@pfs/domain/member';
import { DEMO_FID, NURSERY_FID, callOf, callRaw, dataOf, login } from './test-app.js';
import { useMesApp } from './mes-equip-fixture.js';

const { ctx, db, today, machine, live, liveOf } = useMesApp();
let areaId: number;
const app = () => ctx.app;

/** Minutes since the factory's midnight: a span begun earlier counts today only from then. */
const minutesIntoToday = () => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: app().services.clock.timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' }).formatToParts(Date.now()).map((x) => [x.type, Number(x.value)]),
  );
  return p.hour! * 60 + p.minute!;
};

/** A machine of the nursery (another factory), written directly. */
async function foreignMachine() {
  const [m] = await db().insert(mesEquipTable).values({ fid: NURSERY_FID, kind: 'sow', name: '外厂播种机', capacity: 100 }).returning();
  const [f] = await db().insert(mesFaultTable).values({ fid: NURSERY_FID, eqId: m!.eqId, startedAt: new Date(), reason: '卡盘', source: 'hand' }).returning();
  return { eqId: m!.eqId, faultId: f!.faultId };
}

describe('生产设备：台账', () => {
  beforeAll(async () => {
    const [area] = await db().select().from(areaTable).where(eq(areaTable.fid, DEMO_FID)).limit(1);
    areaId = area!.areaId;
  });

  it('saves a machine with a Chinese message naming each bad field', async () => {
    const bad = async (body: object, msg: string) => {
      const r = await callRaw(app(), mes.saveMesEquip, { fid: DEMO_FID, kind: 'sow', name: '播种机甲', capacity: 300, ...body }, ctx.demo);
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain(msg);
    };
    await bad({ capacity: undefined }, '产能');
    await bad({ capacity: 0 }, '产能');
    await bad({ name: '播' }, '设备名称至少 2 个字');
    await bad({ kind: 'robot' }, '设备类型 kind');
    await bad({ maint_days: 400 }, '保养周期');

    const a = await machine({ name: '测试播种机A', model: 'SD-200', area_id: areaId, maint_days: 30 });
    expect(a).toMatchObject({ kind: 'sow', state: 'idle', gw_id: null, online: false, maint_due: false, next_maint_day: addDays(today(), 30), open_fault_id: null });
    expect(a.area_name).not.toBe('');
    const dup = await callOf(app(), mes.saveMesEquip, { fid: DEMO_FID, kind: 'sow', name: '测试播种机A', capacity: 200 } as mes.SaveMesEquipBody, ctx.demo);
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toContain('已存在');
    const edited = await machine({ eq_id: a.eq_id, name: '测试播种机A', model: 'SD-300', capacity: 320 });
    expect(edited).toMatchObject({ eq_id: a.eq_id, model: 'SD-300', capacity: 320 });

    const listed = await dataOf(app(), mes.getMesEquipList, { fid: DEMO_FID, eq_page: 'index1', kw: '测试播种机', page: 1, size: 20 }, ctx.demo);
    expect(listed.items.map((m) => m.name)).toEqual(['测试播种机A']);
    const other = await dataOf(app(), mes.getMesEquipList, { fid: DEMO_FID, eq_page: 'index2', kw: '测试播种机', page: 1, size: 20 }, ctx.demo);
    expect(other.total_ct).toBe(0);

    const maint = await dataOf(app(), mes.setMesEquipState, { fid: DEMO_FID, eq_id: a.eq_id, state: 'maint' }, ctx.demo);
    expect(maint.state).toBe('maint');
    expect((await dataOf(app(), mes.setMesEquipState, { fid: DEMO_FID, eq_id: a.eq_id, state: 'idle' }, ctx.demo)).state).toBe('idle');
    // Each change closed the span before it: one open span, none overlapping.
    const spans = await db().select().from(mesEquipSpanTable).where(eq(mesEquipSpanTable.eqId, a.eq_id)).orderBy(mesEquipSpanTable.spanId);
    expect(spans.map((s) => s.state)).toEqual(['idle', 'maint', 'idle']);
    expect(spans.filter((s) => s.endedAt === null)).toHaveLength(1);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.startedAt.getTime()).toBe(spans[i - 1]!.endedAt!.getTime());
  });

  it('answers another factory’s machine, fault, area or gateway with one 404', async () => {
    const { eqId, faultId } = await foreignMachine();
    const [gw] = await db().insert(gatewayTable).values({ fid: NURSERY_FID, sn: 'mes-foreign-gw', name: '外厂网关', secretHash: 'x' }).returning();
    const [area] = await db().select().from(areaTable).where(eq(areaTable.fid, NURSERY_FID)).limit(1);
    const refused = [
      await callOf(app(), mes.saveMesEquip, { fid: DEMO_FID, eq_id: eqId, kind: 'sow', name: '改外厂设备', capacity: 100 } as mes.SaveMesEquipBody, ctx.demo),
      await callOf(app(), mes.setMesEquipState, { fid: DEMO_FID, eq_id: eqId, state: 'maint' }, ctx.demo),
      await callOf(app(), mes.reportMesFault, { fid: DEMO_FID, eq_id: eqId, reason: '卡盘故障', note: '' }, ctx.demo),
      await callOf(app(), mes.clearMesFault, { fid: DEMO_FID, fault_id: faultId, note: '已处理' }, ctx.demo),
      await callOf(app(), mes.saveMesMaint, { fid: DEMO_FID, eq_id: eqId, day: today(), kind: 'plan', minutes: 30, note: '换皮带' }, ctx.demo),
      await callOf(app(), mes.getMesOeeList, { fid: DEMO_FID, eq_page: 'index1', from: today(), to: today(), by: 'day', eq_id: eqId }, ctx.demo),
    ];
    for (const r of refused) {
      expect(r.status).toBe(404);
      expect(r.body.msg).toMatch(/不存在或不属于本工厂/);
    }
    const onGw = await callOf(app(), mes.saveMesEquip, { fid: DEMO_FID, kind: 'sow', name: '外网关播种机', capacity: 100, gw_id: gw!.gwId } as mes.SaveMesEquipBody, ctx.demo);
    expect([onGw.status, onGw.body.msg]).toEqual([404, `网关（${gw!.gwId}）不存在或不属于本工厂`]);
    const inArea = await callOf(app(), mes.saveMesEquip, { fid: DEMO_FID, kind: 'sow', name: '外区域播种机', capacity: 100, area_id: area!.areaId } as mes.SaveMesEquipBody, ctx.demo);
    expect(inArea.status).toBe(404);
    // Nothing of the nursery changed.
    const [still] = await db().select().from(mesFaultTable).where(eq(mesFaultTable.faultId, faultId));
    expect(still!.endedAt).toBeNull();
  });
});

describe('生产设备：故障与保养', () => {
  it('a reported fault shows on the live page with its minutes, blocks 待机, and is cleared with a note', async () => {
    const m = await machine({ name: '测试播种机F' });
    const fault = await dataOf(app(), mes.reportMesFault, { fid: DEMO_FID, eq_id: m.eq_id, reason: '吸嘴堵塞', note: '第三排漏播' }, ctx.demo);
    expect(fault).toMatchObject({ eq_id: m.eq_id, source: 'hand', ended_at: null, reason: '吸嘴堵塞', reported_by_name: expect.any(String) as string });
    // The fault began 20 minutes ago (its span and record moved back to say so).
    const back = new Date(Date.now() - 20 * 60_000);
    await db().update(mesFaultTable).set({ startedAt: back }).where(eq(mesFaultTable.faultId, fault.fault_id));
    await db()
      .update(mesEquipSpanTable)
      .set({ startedAt: back })
      .where(and(eq(mesEquipSpanTable.eqId, m.eq_id), isNull(mesEquipSpanTable.endedAt)));
    await db()
      .update(mesEquipSpanTable)
      .set({ endedAt: back, startedAt: new Date(back.getTime() - 60_000) })
      .where(and(eq(mesEquipSpanTable.eqId, m.eq_id), eq(mesEquipSpanTable.state, 'idle')));

    const page = await live();
    const row = page.machines.find((x) => x.equip.eq_id === m.eq_id)!;
    expect(row.equip).toMatchObject({ state: 'fault', open_fault_id: fault.fault_id });
    expect(mes.EQUIP_STATE_LABELS[row.equip.state]).toBe('故障');
    expect(row.today_fault_min).toBeGreaterThanOrEqual(Math.min(20, minutesIntoToday()) - 1);
    expect(row.today_fault_min).toBeLessThanOrEqual(21);
    expect(page.kpi.fault).toBe(page.machines.filter((x) => x.equip.state === 'fault').length);
    expect(page.kpi.open_faults).toBeGreaterThanOrEqual(1);

    const idle = await callOf(app(), mes.setMesEquipState, { fid: DEMO_FID, eq_id: m.eq_id, state: 'idle' }, ctx.demo);
    expect([idle.status, idle.body.msg]).toEqual([409, '设备「测试播种机F」故障中，请先登记故障恢复']);
    const again = await callOf(app(), mes.reportMesFault, { fid: DEMO_FID, eq_id: m.eq_id, reason: '又坏了', note: '' }, ctx.demo);
    expect(again.status).toBe(409);
    const noNote = await callOf(app(), mes.clearMesFault, { fid: DEMO_FID, fault_id: fault.fault_id, note: '' }, ctx.demo);
    expect([noNote.status, noNote.body.msg]).toEqual([400, '参数 note：请填写处理说明（至少 2 个字）']);

    const cleared = await dataOf(app(), mes.clearMesFault, { fid: DEMO_FID, fault_id: fault.fault_id, note: '清理吸嘴' }, ctx.demo);
    expect(cleared.ended_at).not.toBeNull();
    expect(cleared.minutes).toBeGreaterThanOrEqual(20);
    expect(cleared.note).toContain('清理吸嘴');
    expect((await liveOf(m.eq_id)).equip).toMatchObject({ state: 'idle', open_fault_id: null });
    const twice = await callOf(app(), mes.clearMesFault, { fid: DEMO_FID, fault_id: fault.fault_id, note: '清理吸嘴' }, ctx.demo);
    expect([twice.status, twice.body.msg]).toEqual([409, '该故障已恢复']);

    const faults = await dataOf(app(), mes.getMesFaultList, { fid: DEMO_FID, eq_page: 'index1', eq_id: m.eq_id, open: false, page: 1, size: 20 }, ctx.demo);
    expect(faults.items.map((f) => [f.fault_id, f.cleared_by_name !== null])).toEqual([[fault.fault_id, true]]);
  });

  it('two people reporting the same machine’s fault at once record it once', async () => {
    const m = await machine({ name: '测试播种机R' });
    const report = (reason: string) => callOf(app(), mes.reportMesFault, { fid: DEMO_FID, eq_id: m.eq_id, reason, note: '' }, ctx.demo);
    const replies = await Promise.all([report('漏播'), report('卡盘')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().select().from(mesFaultTable).where(eq(mesFaultTable.eqId, m.eq_id))).toHaveLength(1);
    const open = await db()
      .select()
      .from(mesEquipSpanTable)
      .where(and(eq(mesEquipSpanTable.eqId, m.eq_id), isNull(mesEquipSpanTable.endedAt)));
    expect(open.map((x) => x.state)).toEqual(['fault']);
  });

  it('planned maintenance moves the last day; a machine past its cycle is due until the next', async () => {
    const m = await machine({ name: '测试播种机M', maint_days: 7 });
    const future = await callOf(app(), mes.saveMesMaint, { fid: DEMO_FID, eq_id: m.eq_id, day: addDays(today(), 1), kind: 'plan', minutes: 30, note: '换皮带' }, ctx.demo);
    expect([future.status, future.body.msg]).toEqual([400, '保养日期 day 不能晚于今天']);
    const rec = await dataOf(app(), mes.saveMesMaint, { fid: DEMO_FID, eq_id: m.eq_id, day: addDays(today(), -8), kind: 'plan', minutes: 45, note: '更换传送皮带' }, ctx.demo);
    expect(rec).toMatchObject({ eq_id: m.eq_id, minutes: 45, kind: 'plan' });
    // An older record entered afterwards does not move the last day back.
    await dataOf(app(), mes.saveMesMaint, { fid: DEMO_FID, eq_id: m.eq_id, day: addDays(today(), -20), kind: 'plan', minutes: 60, note: '季度保养' }, ctx.demo);
    const row = await liveOf(m.eq_id);
    expect(row.equip).toMatchObject({ last_maint_day: addDays(today(), -8), next_maint_day: addDays(today(), -1), maint_due: true });
    expect((await live()).kpi.maint_due).toBeGreaterThanOrEqual(1);
    const list = await dataOf(app(), mes.getMesMaintList, { fid: DEMO_FID, eq_id: m.eq_id, page: 1, size: 20 }, ctx.demo);
    expect(list.items.map((x) => [x.day, x.kind])).toEqual([
      [addDays(today(), -8), 'plan'],
      [addDays(today(), -20), 'plan'],
    ]);
    // A repair is no maintenance: the machine stays due.
    await dataOf(app(), mes.saveMesMaint, { fid: DEMO_FID, eq_id: m.eq_id, day: today(), kind: 'repair', minutes: 30, note: '更换吸嘴' }, ctx.demo);
    expect((await liveOf(m.eq_id)).equip.maint_due).toBe(true);
    await dataOf(app(), mes.saveMesMaint, { fid: DEMO_FID, eq_id: m.eq_id, day: today(), kind: 'plan', minutes: 20, note: '例行保养' }, ctx.demo);
    expect((await liveOf(m.eq_id)).equip).toMatchObject({ maint_due: false, next_maint_day: addDays(today(), 7) });
  });
});

describe('生产设备：权限与导出', () => {
  it('mes.list reads the pages and lists, mes.edit changes them; a list exports as it shows', async () => {
    const role = await dataOf(app(), saveFacRole, { fid: DEMO_FID, name: '设备查看', codes: ['mes.list'] }, ctx.demo);
    await callOf(app(), createFacMember, { fid: DEMO_FID, uni_no: 'mesview01', cname: '设备查看员', password: 'mesview-pass-1', role_id: role.role_id }, ctx.demo);
    const viewer = await login(app(), 'mesview01', 'mesview-pass-1');
    const m = await machine({ name: '测试播种机P' });
    expect((await callOf(app(), mes.getMesLive, { fid: DEMO_FID, page: 'index1' }, viewer)).status).toBe(200);
    expect((await callOf(app(), mes.getMesEquipList, { fid: DEMO_FID, eq_page: 'index1', page: 1, size: 20 }, viewer)).status).toBe(200);
    const refused = await callOf(app(), mes.setMesEquipState, { fid: DEMO_FID, eq_id: m.eq_id, state: 'maint' }, viewer);
    expect(refused.status).toBe(403);
    expect((await liveOf(m.eq_id)).equip.state).toBe('idle');

    const file = await dataOf(app(), mes.exportMesEquipList, { fid: DEMO_FID, eq_page: 'index1', kw: '测试播种机P' }, ctx.demo);
    expect(file).toMatchObject({ rows: 1 });
    expect(file.file_name).toMatch(/^生产设备_\d{8}\.xlsx$/);
    const oee = await dataOf(app(), mes.exportMesOeeList, { fid: DEMO_FID, eq_page: 'index1', from: today(), to: today(), by: 'day', eq_id: m.eq_id }, ctx.demo);
    expect(oee.rows).toBe(1);
  });
});
