import { describe, expect, it } from 'vitest';
import { assignMesWo, cancelMesWo, finishMesWo, genMesWo, getMesBoard, getMesHome, getMesLabourList, getMesMyWo, getMesWo, getMesWoList, saveMesWo, startMesWo } from '@pfs/domain/mes';
import { mesWoTable } from '../src/modules/mes/mes.table.js';
import { DEMO, DEMO_FID, NURSERY_FID, useSessions, type TestApp } from './test-app.js';
import { plantSetup, type PlantSetup } from './plant-batch-setup.js';
import { batchEvents, detailOf, dueTransplant, memberWith, postIn, uidOf, woOf, type MesWo } from './mes-wo-fixture.js';

let app: TestApp, token: string, s: PlantSetup, post: ReturnType<typeof postIn>;
let demoUid: number, batchId: number;

useSessions([DEMO], async ([a, t]) => {
  [app, token] = [a, t];
  s = await plantSetup(app);
  post = postIn(app, DEMO_FID, token);
  demoUid = await uidOf(app, 'demo');
  batchId = await dueTransplant(app, token, s, 2);
}, 60_000);

const at = (hhmm: string, day = s.today) => `${day}T${hhmm}:00+08:00`;

describe('a due transplant as a work order, from generation to done', () => {
  let wo: MesWo;

  it('generates one order per due step, never twice', async () => {
    const r = await post(genMesWo, { from: s.today, to: s.today });
    expect(r.status).toBe(200);
    const lst = (await post(getMesWoList, { batch_id: batchId, page: 1, size: 20 })).body.data as { items: MesWo[] };
    expect(lst.items).toHaveLength(1);
    wo = lst.items[0]!;
    expect(wo).toMatchObject({ op: 'transplant', source: 'due', status: 'todo', dishes: 2, done_dishes: 0, from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', team: '栽培组' });
    expect(wo.wo_no).toMatch(new RegExp(`^WO${s.today.replaceAll('-', '')}-\\d{2}$`));
    // Planned in the shift: 08:00 on the due day.
    expect(new Date(wo.plan_start).toISOString()).toBe(new Date(at('08:00')).toISOString());
    const again = await post(genMesWo, { from: s.today, to: s.today });
    expect(again.body.data).toMatchObject({ created: 0 });
    expect(((await post(getMesWoList, { batch_id: batchId, page: 1, size: 20 })).body.data as { items: MesWo[] }).items).toHaveLength(1);
  });

  it('is assigned, started, finished in part (the rest stays due) and then in full; the batch shows both transplants', async () => {
    let r = await post(assignMesWo, { wo_id: wo.wo_id, team: '栽培组', uid: demoUid, plan_start: at('09:00'), plan_end: at('11:00') });
    expect(r.status).toBe(200);
    expect(woOf(r)).toMatchObject({ status: 'assigned', uid: demoUid, user_name: expect.any(String) });
    r = await post(startMesWo, { wo_id: wo.wo_id });
    expect(woOf(r)).toMatchObject({ status: 'doing' });
    expect(woOf(r).started_at).not.toBeNull();

    r = await post(finishMesWo, { wo_id: wo.wo_id, version: woOf(r).version, dishes: 1, labour_min: 40, remark: '先移一盘' });
    expect(r.status).toBe(200);
    const part = woOf(r);
    expect(part).toMatchObject({ status: 'doing', done_dishes: 1, labour_min: 40 });
    expect(detailOf(r).events).toHaveLength(1);

    // The same completion again (the version the worker saw before) records nothing: 409 with the order as it is.
    const twice = await post(finishMesWo, { wo_id: wo.wo_id, version: part.version - 1, dishes: 1, labour_min: 40 });
    expect(twice.status).toBe(409);
    expect(woOf(twice)).toMatchObject({ done_dishes: 1, version: part.version });

    r = await post(finishMesWo, { wo_id: wo.wo_id, version: part.version, dishes: 1, workers: 2, labour_min: 50 });
    expect(r.status).toBe(200);
    expect(woOf(r)).toMatchObject({ status: 'done', done_dishes: 2, labour_min: 90 });
    expect(woOf(r).done_at).not.toBeNull();
    const d = detailOf(r);
    expect(d.logs.map((l) => l.action)).toEqual(['create', 'assign', 'start', 'finish', 'finish']);
    expect(d.can_work).toBe(false);

    const b = await batchEvents(app, token, s, batchId);
    const transplants = b.events.filter((e) => e.kind === 'transplant');
    expect(transplants).toHaveLength(2);
    expect(transplants.map((e) => e.dishes)).toEqual([1, 1]);
    // 240 plants on 24 a growing dish: 10 growing dishes in 栽培 (5 + 5).
    expect(b.places).toEqual([expect.objectContaining({ phase: 'grow', dishes: 10 })]);
  });

  it('shows on the board, in my orders, in labour and on the home card', async () => {
    const board = (await post(getMesBoard, { from: s.today, days: 1, by: 'team' })).body.data as { lanes: { name: string; orders: MesWo[] }[]; counts: Record<string, number> };
    // The board's order reads as the order's own detail does.
    const onBoard = board.lanes.find((l) => l.name === '栽培组')?.orders.find((o) => o.wo_id === wo.wo_id);
    expect(onBoard).toEqual(woOf(await post(getMesWo, { wo_id: wo.wo_id })));

    expect(board.counts.done).toBeGreaterThanOrEqual(1);
    const mine = (await post(getMesMyWo, {})).body.data as { orders: MesWo[]; done_today: number; dishes_today: number };
    expect(mine.orders.map((o) => o.wo_id)).toContain(wo.wo_id);
    expect(mine).toMatchObject({ done_today: 1, dishes_today: 2 });
    const lr = await post(getMesLabourList, { from: s.today, to: s.today, by: 'day' });
    expect(lr.status).toBe(200);
    const labour = lr.body.data as { rows: { op: string; dishes: number; labour_hours: number; dishes_per_hour: number }[]; people: { uid: number }[] };
    expect(labour.rows).toEqual([expect.objectContaining({ period: s.today, op: 'transplant', orders: 1, dishes: 2, labour_hours: 1.5, dishes_per_hour: 1.3 })]);
    expect(labour.people.map((p) => p.uid)).toEqual([demoUid]);
    const home = (await post(getMesHome, {})).body.data as { today_done: number };
    expect(home.today_done).toBe(1);
  });
});

describe('orders by hand, cancelling, bad input, other factories and permissions', () => {
  const hand = (b: Record<string, unknown> = {}) =>
    post(saveMesWo, { op: 'move', batch_id: batchId, dishes: 2, from_phase: 'grow', from_area_id: s.areas.grow1, to_phase: 'grow', to_area_id: s.areas.grow2, plan_start: at('13:00'), plan_end: at('14:00'), ...b });

  it('creates an order by hand and cancels it with its reason', async () => {
    let r = await hand();
    expect(r.status).toBe(200);
    const wo = woOf(r);
    expect(wo).toMatchObject({ source: 'hand', status: 'todo', from_area_name: '栽培一区', to_area_name: '栽培二区' });
    r = await post(cancelMesWo, { wo_id: wo.wo_id, reason: '栽培二区检修' });
    expect(woOf(r)).toMatchObject({ status: 'cancelled', cancel_reason: '栽培二区检修' });
    r = await post(startMesWo, { wo_id: wo.wo_id });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('已取消');
  });

  it('answers bad input with a message naming the field', async () => {
    let r = await hand({ plan_end: at('12:00') });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('计划结束须晚于计划开始');
    r = await hand({ batch_id: null });
    expect(r.body.msg).toContain('请选择批次');
    r = await hand({ plan_end: at('12:00', s.day(8)) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('计划时长不能超过 7 天');
    r = await hand({ eq_id: 12345 });
    expect(r.status).toBe(404);
    const wo = woOf(await hand());
    r = await post(assignMesWo, { wo_id: wo.wo_id, plan_start: at('13:00'), plan_end: at('14:00') });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('请选择班组或人员');
    r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version, dishes: -1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('完成盘数');
    r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version, dishes: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('尚未开工');
    await post(startMesWo, { wo_id: wo.wo_id });
    r = await post(finishMesWo, { wo_id: wo.wo_id, version: wo.version + 1, dishes: 3 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('不能超过剩余的 2 盘');
    r = await post(getMesBoard, { from: s.today, days: 3 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('天数 days');
  });

  it('refuses an order naming a batch, area, person or machine the factory does not have', async () => {
    for (const [body, msg] of [
      [{ batch_id: 99999 }, '批次 99999 不存在'],
      [{ to_area_id: 99999 }, '区域 99999 不存在'],
      [{ uid: 99999 }, '成员 99999 不存在'],
      [{ eq_id: 99999 }, '设备 99999 不存在'],
    ] as const) {
      const r = await hand(body);
      expect(r.status, msg).toBe(404);
      expect(r.body.msg).toBe(msg);
    }
  });

  it('answers another factory’s orders with 404', async () => {
    const [other] = await app.dbHandle.db
      .insert(mesWoTable)
      .values({ fid: NURSERY_FID, woNo: 'WO20260101-01', op: 'move', source: 'hand', specId: s.specId, dishes: 1, planStart: new Date(at('08:00')), planEnd: new Date(at('09:00')) })
      .returning();
    const id = other!.woId;
    for (const [def, body] of [
      [getMesWo, {}],
      [startMesWo, {}],
      [cancelMesWo, { reason: '不是本厂的' }],
      [finishMesWo, { version: 1, dishes: 1 }],
      [assignMesWo, { team: '栽培组', plan_start: at('08:00'), plan_end: at('09:00') }],
    ] as const) {
      const r = await post(def, { wo_id: id, ...body });
      expect(r.status, def.url).toBe(404);
      expect(r.body.msg).toBe(`工单 ${id} 不存在`);
    }
  });

  it('lets only plant.edit finish and only mes.edit assign', async () => {
    const planner = await memberWith(app, token, DEMO_FID, '排产员', ['mes.list', 'mes.edit']);
    const worker = await memberWith(app, token, DEMO_FID, '作业员', ['mes.list', 'plant.list', 'plant.edit']);
    const wo = woOf(await hand());
    const asPlanner = postIn(app, DEMO_FID, planner.token);
    const asWorker = postIn(app, DEMO_FID, worker.token);
    expect((await asWorker(assignMesWo, { wo_id: wo.wo_id, team: '栽培组', plan_start: at('13:00'), plan_end: at('14:00') })).status).toBe(403);
    expect((await asPlanner(assignMesWo, { wo_id: wo.wo_id, uid: worker.uid, plan_start: at('13:00'), plan_end: at('14:00') })).status).toBe(200);
    expect((await asPlanner(startMesWo, { wo_id: wo.wo_id })).status).toBe(403);
    const started = await asWorker(startMesWo, { wo_id: wo.wo_id });
    expect(started.status).toBe(200);
    expect(detailOf(started)).toMatchObject({ can_work: true, can_plan: false });
    expect((await asPlanner(finishMesWo, { wo_id: wo.wo_id, version: woOf(started).version, dishes: 1 })).status).toBe(403);
    const mine = (await asWorker(getMesMyWo, {})).body.data as { orders: MesWo[] };
    expect(mine.orders.map((o) => o.wo_id)).toEqual([wo.wo_id]);
  });
});
