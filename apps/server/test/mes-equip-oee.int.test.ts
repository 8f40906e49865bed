import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import * as mes from '@pfs/domain/mes';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { latestValueTable } from '../src/modules/iot-store/reading.table.js';
import { mesEquipSpanTable, mesEquipTable, mesFaultTable } from '../src/modules/mes/mes.table.js';
import { DEMO_FID, callOf, callRaw, dataOf } from './test-app.js';
import { sleep, useMesApp } from './mes-equip-fixture.js';

const { ctx, db, today, machine, liveOf, order } = useMesApp();
const app = () => ctx.app;

describe('生产设备：OEE', () => {
  /** 2026-01-05 (a Monday) in the factory's zone. */
  const at = (hhmm: string, day = '2026-01-05') => new Date(`${day}T${hhmm}:00+08:00`);

  it('a known day of spans gives its availability, performance, quality and OEE, by day and by week', async () => {
    const m = await machine({ name: '测试播种机O', capacity: 300 });
    // Planned 08:00–16:00: the machine's scheduled time that day.
    const woId = await order(m.eq_id, 'WO-TEST-OEE', { doneAt: at('15:00'), reject: 23, plan: [at('08:00'), at('16:00')] });
    const span = (state: mes.EquipState, from: string, to: string, count = 0, wo: number | null = null) => ({
      fid: DEMO_FID,
      eqId: m.eq_id,
      state,
      startedAt: at(from),
      endedAt: to === '24:00' ? at('00:00', '2026-01-06') : at(to),
      count,
      woId: wo,
    });
    await db()
      .insert(mesEquipSpanTable)
      .values([span('idle', '00:00', '08:30'), span('run', '08:30', '12:30', 800, woId), span('fault', '12:30', '13:00', 0, woId), span('run', '13:00', '15:00', 350, woId), span('idle', '15:00', '24:00')]);
    await dataOf(app(), mes.saveMesMaint, { fid: DEMO_FID, eq_id: m.eq_id, day: '2026-01-05', kind: 'plan', minutes: 60, note: '月度保养' }, ctx.demo);

    const oee = (b: Partial<{ from: string; to: string; by: 'day' | 'week' }>) =>
      callOf(app(), mes.getMesOeeList, { fid: DEMO_FID, eq_page: 'index1', from: '2026-01-05', to: '2026-01-05', by: 'day', eq_id: m.eq_id, ...b }, ctx.demo);
    const day = await oee({});
    expect(day.status).toBe(200);
    expect(day.body.data!.rows).toEqual([
      {
        period: '2026-01-05',
        eq_id: m.eq_id,
        eq_name: '测试播种机O',
        planned_min: 480,
        run_min: 360,
        fault_min: 30,
        maint_min: 60,
        count: 1150,
        reject: 23,
        orders: 1,
        availability: 0.75,
        performance: 0.639,
        quality: 0.98,
        oee: 0.47,
      },
    ]);
    expect(day.body.data!.total).toEqual({ availability: 0.75, performance: 0.639, quality: 0.98, oee: 0.47 });

    const week = await oee({ to: '2026-01-11', by: 'week' });
    expect(week.body.data!.rows).toMatchObject([{ period: '2026-01-05', planned_min: 480, run_min: 360, count: 1150, reject: 23 }]);
    const days = await oee({ to: '2026-01-11' });
    expect(days.body.data!.rows.map((r) => r.period)).toHaveLength(7);

    const tooLong = await oee({ from: '2025-01-01', to: '2026-01-05' });
    expect([tooLong.status, tooLong.body.msg]).toEqual([400, '统计范围最多 366 天（所选 370 天），请缩短开始日期 from 到结束日期 to 的范围']);
    const backwards = await oee({ from: '2026-01-06' });
    expect([backwards.status, backwards.body.msg]).toEqual([400, '结束日期 to 不能早于开始日期 from']);
    const badBy = await callRaw(app(), mes.getMesOeeList, { fid: DEMO_FID, eq_page: 'index1', from: '2026-01-05', to: '2026-01-05', by: 'month' }, ctx.demo);
    expect([badBy.status, badBy.body.msg]).toEqual([400, '参数 by：统计方式 by 只能是 day（按日）或 week（按周）']);
  });

  it('the live page’s today figures are the OEE list’s for today', async () => {
    const m = await machine({ name: '测试播种机T', capacity: 200 });
    const woId = await order(m.eq_id, 'WO-TEST-TODAY');
    // Ran by hand (no gateway): the worker's count is the machine's.
    await app().services.mes.equip.driver.start(DEMO_FID, m.eq_id, woId, new Date());
    const running = await liveOf(m.eq_id);
    expect(running.equip.state).toBe('run');
    expect(running.current_wo).toMatchObject({ wo_id: woId, wo_no: 'WO-TEST-TODAY', op_label: '播种', dishes: 1200 });
    await sleep(5);
    expect(await app().services.mes.equip.driver.stop(DEMO_FID, m.eq_id, woId, new Date(), 33)).toBe(33);
    const row = await liveOf(m.eq_id);
    expect(row).toMatchObject({ today_count: 33, current_wo: null });
    expect(row.equip.state).toBe('idle');
    const list = await dataOf(app(), mes.getMesOeeList, { fid: DEMO_FID, eq_page: 'index1', from: today(), to: today(), by: 'day', eq_id: m.eq_id }, ctx.demo);
    const t = list.rows[0]!;
    expect([t.count, t.run_min, t.fault_min]).toEqual([row.today_count, row.today_run_min, row.today_fault_min]);
    expect({ availability: t.availability, performance: t.performance, quality: t.quality, oee: t.oee }).toEqual(row.today);
  });
});

describe('生产设备：工单驱动', () => {
  it('a work order cannot start a broken machine, nor one running another order; a running machine is not disabled', async () => {
    const m = await machine({ name: '测试播种机D' });
    const [a, b] = [await order(m.eq_id, 'WO-TEST-D1'), await order(m.eq_id, 'WO-TEST-D2')];
    const driver = app().services.mes.equip.driver;
    await driver.start(DEMO_FID, m.eq_id, a, new Date());
    // Starting the same order again changes nothing.
    await driver.start(DEMO_FID, m.eq_id, a, new Date());
    await expect(driver.start(DEMO_FID, m.eq_id, b, new Date())).rejects.toThrow('设备「测试播种机D」正在运行其他工单，请先暂停或完成该工单');
    const off = await callOf(app(), mes.saveMesEquip, { fid: DEMO_FID, eq_id: m.eq_id, kind: 'sow', name: '测试播种机D', capacity: 300, status: 'disabled' } as mes.SaveMesEquipBody, ctx.demo);
    expect([off.status, off.body.msg]).toEqual([409, '设备「测试播种机D」正在运行工单，请先暂停或完成工单再停用']);
    const running = await callOf(app(), mes.setMesEquipState, { fid: DEMO_FID, eq_id: m.eq_id, state: 'maint' }, ctx.demo);
    expect(running.status).toBe(409);

    // A fault while running keeps the order on the machine; the order's stop still answers its dishes.
    await dataOf(app(), mes.reportMesFault, { fid: DEMO_FID, eq_id: m.eq_id, reason: '送盘卡住', note: '' }, ctx.demo);
    expect((await liveOf(m.eq_id)).current_wo?.wo_id).toBe(a);
    await expect(driver.start(DEMO_FID, m.eq_id, b, new Date())).rejects.toThrow('设备「测试播种机D」故障中，请先登记故障恢复');
    expect(await driver.stop(DEMO_FID, m.eq_id, a, new Date(), 12)).toBe(12);
    const after = await liveOf(m.eq_id);
    expect([after.equip.state, after.current_wo, after.today_count]).toEqual(['fault', null, 12]);
  });
});

describe('生产设备：网关同步', () => {
  it('follows the state and counter points: counts while running, a fault and its recovery, a counter reset', async () => {
    const [gw] = await db().insert(gatewayTable).values({ fid: DEMO_FID, sn: 'mes-test-seeder', name: '测试播种机网关', secretHash: 'x', online: true }).returning();
    const points = await db()
      .insert(pointTable)
      .values([
        { gwId: gw!.gwId, code: mes.EQUIP_STATE_POINT, kind: 'sensor', name: '状态', quantity: 'equip_state' },
        { gwId: gw!.gwId, code: mes.EQUIP_COUNT_POINT, kind: 'meter', name: '计数', quantity: 'dishes' },
        { gwId: gw!.gwId, code: mes.EQUIP_RUN_POINT, kind: 'switch', name: '运行', writable: true },
      ])
      .returning();
    const [statePt, countPt] = points;
    const reading = async (pointId: number, v: number) => {
      await sleep(5);
      const ts = new Date();
      await db().insert(latestValueTable).values({ pointId, ts, v }).onConflictDoUpdate({ target: latestValueTable.pointId, set: { ts, v } });
    };
    const sync = () => app().services.mes.equip.iotSync.runOnce();
    const m = await machine({ name: '测试播种机G', gw_id: gw!.gwId });
    expect(m).toMatchObject({ gw_name: '测试播种机网关', online: true });
    const taken = await callOf(app(), mes.saveMesEquip, { fid: DEMO_FID, kind: 'sow', name: '测试播种机H', capacity: 100, gw_id: gw!.gwId } as mes.SaveMesEquipBody, ctx.demo);
    expect([taken.status, taken.body.msg]).toEqual([409, '网关「测试播种机网关」已接入设备「测试播种机G」，一个网关只能接一台设备']);

    await reading(statePt!.pointId, 0);
    await reading(countPt!.pointId, 1000);
    await sync();
    const eqRow = async () => (await db().select().from(mesEquipTable).where(eq(mesEquipTable.eqId, m.eq_id)))[0]!;
    expect((await eqRow()).lastCount).toBe(1000);

    const woId = await order(m.eq_id, 'WO-TEST-GW');
    await app().services.mes.equip.driver.start(DEMO_FID, m.eq_id, woId, new Date());
    await reading(countPt!.pointId, 1040);
    await sync();
    expect((await liveOf(m.eq_id)).today_count).toBe(40);

    // The machine reports 故障: an iot fault opens and the machine stops counting.
    await reading(statePt!.pointId, mes.EQUIP_STATE_VALUES.fault);
    await sync();
    const broken = await liveOf(m.eq_id);
    expect(broken.equip.state).toBe('fault');
    expect(broken.current_wo?.wo_id).toBe(woId);
    const [open] = await db().select().from(mesFaultTable).where(and(eq(mesFaultTable.eqId, m.eq_id), isNull(mesFaultTable.endedAt)));
    expect(open).toMatchObject({ source: 'iot', reason: '设备上报故障' });
    // A counter reset (power cycle) is no negative count.
    await reading(countPt!.pointId, 5);
    await sync();
    expect((await eqRow()).lastCount).toBe(5);
    expect((await liveOf(m.eq_id)).today_count).toBe(40);

    // Back to 运行: the fault closes as 设备恢复 and the machine resumes its order.
    await reading(statePt!.pointId, mes.EQUIP_STATE_VALUES.run);
    await sync();
    const [closed] = await db().select().from(mesFaultTable).where(eq(mesFaultTable.faultId, open!.faultId));
    expect(closed!.endedAt).not.toBeNull();
    expect(closed!.note).toBe('设备恢复');
    expect((await liveOf(m.eq_id)).equip.state).toBe('run');
    await reading(countPt!.pointId, 25);
    // Stop reads the counter once more: the order counted 40 + 20, whatever the worker typed.
    expect(await app().services.mes.equip.driver.stop(DEMO_FID, m.eq_id, woId, new Date(), 999)).toBe(60);
    const done = await liveOf(m.eq_id);
    expect(done.equip.state).toBe('idle');
    expect(done.today_count).toBe(60);
    expect(done.today_fault_min).toBeLessThan(1);
    // Spans never overlap and one is open.
    const spans = await db().select().from(mesEquipSpanTable).where(eq(mesEquipSpanTable.eqId, m.eq_id)).orderBy(mesEquipSpanTable.startedAt, mesEquipSpanTable.spanId);
    expect(spans.map((s) => s.state)).toEqual(['idle', 'run', 'fault', 'idle', 'run', 'idle']);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.startedAt.getTime()).toBe(spans[i - 1]!.endedAt!.getTime());
  });
});
