import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCustomer, getCustomerForm, getCustomerList, saveCustomer, type CustomerView } from '@pfs/domain/customer';
import {
  acceptSalesPlan,
  cancelSalesOrder,
  getCustomerOrders,
  getPlantDueSowingList,
  getSalesGantt,
  getSalesOrderDetail,
  getSalesOrderList,
  saveSalesOrder,
  scheduleSalesOrder,
  sowSalesPlan,
  type OrderView,
} from '@pfs/domain/sales';
import { plantSetup, type PlantSetup } from './plant-batch-setup.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';

/**
 * Customers, orders and back-scheduling against the demo factory's rooms (plant-batch-setup: 育苗室 100,
 * 栽培一区 100, 栽培二区 20 dish positions; lettuce 2 + 12 + 21 growing days, 40 days sowing to delivery,
 * 2.5 kg per growing dish of 24 plants, no closed batch yet so a 5 % loss rate).
 */
let app: TestApp;
let demo: string;
let grower: string;
let s: PlantSetup;

const contact = { name: '王经理', mobile: '13812345678', title: '采购' };
const line = (o: object = {}) => ({ spec_id: s.specId, grade: 'A', qty_kg: 200, packing: '5kg/箱', ...o });

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
  s = await plantSetup(app);
});
afterAll(() => app.stop());

describe('客户', () => {
  let cust: CustomerView;

  it('saves a customer; a 管理客户 (customer.edit) role reads its mobiles whole everywhere (masking by role: customer-contacts)', async () => {
    const r = await callOf(
      app,
      saveCustomer,
      { fid: DEMO_FID, name: '鲜果超市', kind: 'supermarket', contacts: [contact], addresses: [{ label: '总仓', address: '上海市浦东新区张江路 1 号' }] },
      demo,
    );
    expect([r.status, r.body.msg]).toEqual([200, '客户已创建']);
    cust = r.body.data!;
    expect(cust.contacts[0]!.mobile).toBe('13812345678');
    const list = await dataOf(app, getCustomerList, { fid: DEMO_FID, kw: '王经理' }, demo);
    expect(list.items.map((c) => [c.name, c.contacts[0]!.mobile])).toEqual([['鲜果超市', '13812345678']]);
    // Contacts are searched by name, never by digits (a masked reader must not find a customer by its hidden ones).
    expect((await dataOf(app, getCustomerList, { fid: DEMO_FID, kw: '12345678' }, demo)).total_ct).toBe(0);
    expect((await dataOf(app, getCustomerForm, { fid: DEMO_FID, cust_id: cust.cust_id }, demo)).contacts[0]!.mobile).toBe('13812345678');
  });

  it('refuses bad input with a message naming the field, and a name taken', async () => {
    const short = await callRaw(app, saveCustomer, { fid: DEMO_FID, name: '鲜', kind: 'supermarket' }, demo);
    expect([short.status, short.body.msg]).toEqual([400, '参数 name：客户名称至少 2 个字']);
    const mobile = await callRaw(app, saveCustomer, { fid: DEMO_FID, name: '某餐厅', kind: 'catering', contacts: [{ name: '李', mobile: 'abc' }] }, demo);
    expect(mobile.status).toBe(400);
    expect(mobile.body.msg).toContain('联系电话 mobile');
    const kind = await callRaw(app, saveCustomer, { fid: DEMO_FID, name: '某餐厅', kind: 'shop' }, demo);
    expect(kind.body.msg).toContain('客户类型 kind 只能是');
    const dup = await callOf(app, saveCustomer, { fid: DEMO_FID, name: '鲜果超市', kind: 'wholesale' }, demo);
    expect([dup.status, dup.body.msg]).toEqual([409, '客户「鲜果超市」已存在']);
  });

  it('keeps customers to their factory and role', async () => {
    expect((await callOf(app, getCustomerList, { fid: DEMO_FID }, grower)).status).toBe(403);
    expect((await callOf(app, saveCustomer, { fid: DEMO_FID, name: '种植员客户', kind: 'other' }, grower)).status).toBe(403);
    const foreign = await dataOf(app, saveCustomer, { fid: NURSERY_FID, name: '育苗客户', kind: 'other' }, demo);
    const r = await callOf(app, getCustomer, { fid: DEMO_FID, cust_id: foreign.cust_id }, demo);
    expect([r.status, r.body.msg]).toEqual([404, `客户 ${foreign.cust_id} 不存在`]);
    expect((await callOf(app, saveCustomer, { fid: DEMO_FID, cust_id: foreign.cust_id, name: '偷改', kind: 'other' }, demo)).status).toBe(404);
    expect((await callOf(app, saveSalesOrder, { fid: DEMO_FID, cust_id: foreign.cust_id, delivery_date: s.day(60), lines: [line()] }, demo)).status).toBe(404);
  });
});

describe('订单与排产', () => {
  let custId: number;
  let first: OrderView;

  beforeAll(async () => {
    custId = (await dataOf(app, saveCustomer, { fid: DEMO_FID, name: '团餐中心', kind: 'canteen', contacts: [contact] }, demo)).cust_id;
  });

  it('checks an order’s lines: grade of the spec, duplicates, past delivery, size', async () => {
    const grade = await callOf(app, saveSalesOrder, { fid: DEMO_FID, cust_id: custId, delivery_date: s.day(60), lines: [line({ grade: 'Z' })] }, demo);
    expect([grade.status, grade.body.msg]).toEqual([400, '第 1 行：生菜 意大利生菜 没有等级 Z（可选：A、B）']);
    const dup = await callRaw(app, saveSalesOrder, { fid: DEMO_FID, cust_id: custId, delivery_date: s.day(60), lines: [line(), line({ qty_kg: 5 })] }, demo);
    expect(dup.body.msg).toBe('参数 lines：同一品种、等级和包装规格只能有一行，请合并数量');
    const past = await callOf(app, saveSalesOrder, { fid: DEMO_FID, cust_id: custId, delivery_date: s.day(-1), lines: [line()] }, demo);
    expect(past.body.msg).toBe(`交货日期 ${s.day(-1)} 已经过去，请选择今天或以后的日期`);
    const huge = await callRaw(app, saveSalesOrder, { fid: DEMO_FID, cust_id: custId, delivery_date: s.day(60), lines: [line({ qty_kg: 1e12 })] }, demo);
    expect([huge.status, huge.body.msg]).toEqual([400, '参数 lines.0.qty_kg：数量 qty_kg 须在 0.001–1000000 之间']);
    const none = await callRaw(app, saveSalesOrder, { fid: DEMO_FID, cust_id: custId, delivery_date: s.day(60), lines: [] }, demo);
    expect(none.body.msg).toBe('参数 lines：订单至少要有一行');
  });

  it('plans an order back from its delivery date and accepts it as planned batches', async () => {
    const r = await callOf(app, saveSalesOrder, { fid: DEMO_FID, cust_id: custId, delivery_date: s.day(60), lines: [line()] }, demo);
    expect([r.status, r.body.msg]).toEqual([200, '订单已创建']);
    first = r.body.data!;
    expect(first).toMatchObject({ status: 'draft', qty_kg: 200, cust_name: '团餐中心' });
    expect(first.order_no).toMatch(/^SO\d{8}-01$/);

    const plan = await dataOf(app, scheduleSalesOrder, { fid: DEMO_FID, order_id: first.order_id }, demo);
    expect(plan.ok).toBe(true);
    const b = plan.batches[0]!;
    // 200 kg ÷ (2.5 kg / 24 plants) = 1920 plants harvested; 5 % lost → 2022 sown: 17 seedling dishes, 85 growing.
    expect(b).toMatchObject({ sow_date: s.day(20), pick_date: s.day(55), plants: 2022, dishes: 17, loss_rate: 0.05 });
    expect(b.expected_kg).toBeGreaterThanOrEqual(200);
    expect(b.places.map((p) => [p.phase, p.area_name, p.dishes])).toEqual([
      ['sprouting', '育苗室', 17],
      ['grow_seedling', '育苗室', 17],
      ['grow', '栽培一区', 85],
    ]);

    const acc = await callOf(app, acceptSalesPlan, { fid: DEMO_FID, order_id: first.order_id, version: first.version, delivery_date: s.day(60) }, demo);
    expect([acc.status, acc.body.msg]).toEqual([200, `订单 ${first.order_no} 已排产：1 个计划批次`]);
    first = acc.body.data!;
    expect(first).toMatchObject({ status: 'scheduled', first_sow: s.day(20), last_pick: s.day(55) });
    const again = await callOf(app, acceptSalesPlan, { fid: DEMO_FID, order_id: first.order_id, version: first.version, delivery_date: s.day(60) }, demo);
    expect([again.status, again.body.msg]).toEqual([400, `订单 ${first.order_no} 已排产，只有草稿可以排产`]);
  });

  it('names the short area and day and the earliest date when a second order does not fit', async () => {
    const second = await dataOf(app, saveSalesOrder, { fid: DEMO_FID, cust_id: custId, delivery_date: s.day(60), lines: [line({ qty_kg: 100 })] }, demo);
    const plan = await dataOf(app, scheduleSalesOrder, { fid: DEMO_FID, order_id: second.order_id }, demo);
    expect(plan.ok).toBe(false);
    expect(plan.reason).toBe('capacity');
    // 43 growing dishes; 栽培一区 holds 85 of 100 and 栽培二区 20: 35 left on the first growing day.
    expect(plan.shortages[0]).toMatchObject({ phase: 'grow', area_kind: 'grow', date: s.day(34), need: 43, free: 35 });
    expect(plan.message).toBe(`生菜 意大利生菜 的生长阶段在 ${s.day(34)} 栽培区域只剩 35 个盘位，需要 43 盘，最早可在 ${s.day(81)} 交货`);
    expect(plan.earliest?.delivery_date).toBe(s.day(81));
    const refused = await callOf(app, acceptSalesPlan, { fid: DEMO_FID, order_id: second.order_id, version: second.version, delivery_date: s.day(60) }, demo);
    expect([refused.status, refused.body.msg]).toEqual([400, plan.message]);
    const later = await callOf(app, acceptSalesPlan, { fid: DEMO_FID, order_id: second.order_id, version: second.version, delivery_date: s.day(81) }, demo);
    expect(later.body.msg).toBe(`订单 ${second.order_no} 已排产：1 个计划批次，交货日期改为 ${s.day(81)}`);
    const past = await dataOf(app, scheduleSalesOrder, { fid: DEMO_FID, order_id: second.order_id, delivery_date: s.day(10) }, demo);
    expect([past.reason, past.message]).toEqual(['past', `按 ${s.day(10)} 交货须在今天之前播种，最早可在 ${s.day(81)} 交货`]);
    // Sowing today would grow while the first order's batch fills 栽培一区: after it, as above.
  });

  it('re-plans a scheduled order when it is edited', async () => {
    const r = await callOf(
      app,
      saveSalesOrder,
      { fid: DEMO_FID, order_id: first.order_id, version: first.version, cust_id: custId, delivery_date: s.day(60), lines: [line({ qty_kg: 150 })] },
      demo,
    );
    expect([r.status, r.body.msg]).toEqual([200, '订单已保存并重新排产']);
    first = r.body.data!;
    expect(first.status).toBe('scheduled');
    expect(first.lines[0]!.planned_kg).toBeGreaterThanOrEqual(150);
    const stale = await callOf(
      app,
      saveSalesOrder,
      { fid: DEMO_FID, order_id: first.order_id, version: first.version - 1, cust_id: custId, delivery_date: s.day(60), lines: [line()] },
      demo,
    );
    expect(stale.status).toBe(409);
  });

  it('shows the planned batch as a due sowing; sowing it makes a batch and the order 生产中', async () => {
    const due = await dataOf(app, getPlantDueSowingList, { fid: DEMO_FID, days: 30 }, grower);
    const mine = due.find((d) => d.order_id === first.order_id)!;
    expect(mine).toMatchObject({ sow_date: s.day(20), late_days: -20, crop: '生菜' });
    const sown = await callOf(app, sowSalesPlan, { fid: DEMO_FID, plan_id: mine.plan_id, sow_date: s.today }, grower);
    expect([sown.status, sown.body.msg]).toEqual([200, '已按计划播种']);
    const twice = await callOf(app, sowSalesPlan, { fid: DEMO_FID, plan_id: mine.plan_id, sow_date: s.today }, grower);
    expect([twice.status, twice.body.msg]).toEqual([409, '这个计划批次已经播种']);
    const detail = await dataOf(app, getSalesOrderDetail, { fid: DEMO_FID, order_id: first.order_id }, demo);
    expect(detail.status).toBe('producing');
    expect(detail.plans[0]).toMatchObject({ status: 'sown', batch_id: sown.body.data!.batch_id, batch_status: 'active', phase: 'sprouting' });
    expect(detail.forecast.state).toBe('on_time');
    const edit = await callOf(
      app,
      saveSalesOrder,
      { fid: DEMO_FID, order_id: first.order_id, version: detail.version, cust_id: custId, delivery_date: s.day(60), lines: [line()] },
      demo,
    );
    expect([edit.status, edit.body.msg]).toEqual([400, `订单 ${first.order_no} 生产中，不能再修改`]);
  });

  it('cancels an order, releasing its planned batches', async () => {
    const list = await dataOf(app, getSalesOrderList, { fid: DEMO_FID, status: 'scheduled' }, demo);
    const o = list.items[0]!;
    const noReason = await callRaw(app, cancelSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version, reason: '' }, demo);
    expect(noReason.body.msg).toBe('参数 reason：请填写取消原因（至少 2 个字）');
    const r = await callOf(app, cancelSalesOrder, { fid: DEMO_FID, order_id: o.order_id, version: o.version, reason: '客户取消' }, demo);
    expect([r.status, r.body.msg]).toEqual([200, '订单已取消，释放了 1 个待播种的计划批次']);
    const due = await dataOf(app, getPlantDueSowingList, { fid: DEMO_FID, days: 60 }, demo);
    expect(due.some((d) => d.order_id === o.order_id)).toBe(false);
  });

  it('draws the Gantt, lists by filters and the customer’s orders', async () => {
    const g = await dataOf(app, getSalesGantt, { fid: DEMO_FID, start_day: s.today, end_day: s.day(90) }, demo);
    const row = g.find((x) => x.order_id === first.order_id)!;
    expect(row.batches[0]!.phases.map((p) => p.phase)).toEqual(['sprouting', 'grow_seedling', 'grow', 'pick', 'tmp_storage', 'storage']);
    // Actual against plan: the sown batch is in 催芽 since its sowing; an order on time carries no risk mark.
    expect(row.batches[0]!.actual).toEqual([{ phase: 'sprouting', start: expect.any(String), end: null }]);
    expect(row.risk).toBeNull();
    expect((await callOf(app, getSalesGantt, { fid: DEMO_FID, start_day: s.day(10), end_day: s.today }, demo)).body.msg).toBe('结束日期不能早于开始日期');
    const byCust = await dataOf(app, getCustomerOrders, { fid: DEMO_FID, cust_id: custId }, demo);
    expect(byCust.map((o) => o.status).sort()).toEqual(['cancelled', 'producing']);
    // 客户: nothing delivered yet (最近交货 empty); 下次交货 is the open order's date, not the cancelled one's.
    const cust = (await dataOf(app, getCustomerList, { fid: DEMO_FID, kw: '团餐中心' }, demo)).items.find((c) => c.cust_id === custId)!;
    expect(cust).toMatchObject({ open_order_ct: 1, last_order_date: null, next_delivery_date: first.delivery_date });
    const f = await dataOf(app, getSalesOrderList, { fid: DEMO_FID, kw: '团餐', status: 'producing', start_day: s.today, end_day: s.day(90) }, demo);
    expect(f.items.map((o) => o.order_id)).toEqual([first.order_id]);
  });

  it('keeps orders to their factory and role', async () => {
    for (const def of [getSalesOrderList, getSalesGantt, saveSalesOrder, scheduleSalesOrder, acceptSalesPlan, cancelSalesOrder]) {
      expect([def.url, (await callRaw(app, def, { fid: DEMO_FID }, grower)).status]).toEqual([def.url, 403]);
    }
    expect((await callOf(app, getPlantDueSowingList, { fid: NURSERY_FID }, grower)).status).toBe(403);
    for (const [def, body] of [
      [getSalesOrderDetail, { order_id: first.order_id }],
      [scheduleSalesOrder, { order_id: first.order_id }],
      [cancelSalesOrder, { order_id: first.order_id, version: first.version, reason: '外厂' }],
    ] as const) {
      const r = await callRaw(app, def, { fid: NURSERY_FID, ...body }, demo);
      expect([def.url, r.status, r.body.msg]).toEqual([def.url, 404, `订单 ${first.order_id} 不存在`]);
    }
    const plan = await callOf(app, sowSalesPlan, { fid: NURSERY_FID, plan_id: 1, sow_date: s.today }, demo);
    expect([plan.status, plan.body.msg]).toEqual([404, '计划批次 1 不存在']);
  });
});
