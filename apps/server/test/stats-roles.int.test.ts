import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCustomer } from '@pfs/domain/customer';
import { addFinishedEntry } from '@pfs/domain/finished';
import { harvestPlantBatch, movePlantBatch, transplantPlantBatch } from '@pfs/domain/plant';
import { saveSalesOrder } from '@pfs/domain/sales';
import { statsEmbed } from '@pfs/domain/stats';
import { salesOrderTable } from '../src/modules/sales/sales.table.js';
import { DEMO, GROWER, dataOf, login, startWithSessions, type TestApp } from './test-app.js';
import { plantSetup, sow, type PlantSetup } from './plant-batch-setup.js';

let app: TestApp, token: string;
let s: PlantSetup;
let batchNo: string;

/**
 * The home page of the warehouse keeper (仓管员: warehouse.list) and the salesperson (销售: sales.list): a batch
 * picked 8 kg nine days ago, 5 kg of it entered as a lot that expires today (3 kg still in 暂存); an order in
 * production due in two days that nothing has been shipped against or planned for, and a draft due in 20 days.
 */
beforeAll(async () => {
  [app, token] = await startWithSessions([DEMO]);
  s = await plantSetup(app);
  const b = await sow(app, token, s, { sow_date: s.day(-40), places: [{ area_id: s.areas.seedling, dishes: 1 }] });
  const id = b.batch.batch_id;
  batchNo = b.batch.batch_no;
  const mv = { from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 1 } as const;
  await dataOf(app, movePlantBatch, { fid: s.fid, batch_id: id, version: 1, date: s.day(-38), ...mv }, token);
  const tp = { from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow1, dishes: 1, dishes_to: 5 } as const;
  await dataOf(app, transplantPlantBatch, { fid: s.fid, batch_id: id, version: 2, date: s.day(-26), ...tp }, token);
  await dataOf(
    app,
    harvestPlantBatch,
    {
      fid: s.fid,
      batch_id: id,
      version: 3,
      date: s.day(-9),
      phase: 'grow',
      area_id: s.areas.grow1,
      dishes: 5,
      grades: [{ grade: 'A', kg: 8 }],
    },
    token,
  );
  await dataOf(app, addFinishedEntry, { fid: s.fid, batch_id: id, grade: 'A', date: s.day(-8), kg: 5, shelf_days: 8, lot_no: 'F-DASH-1' }, token);

  const cust = await dataOf(app, saveCustomer, { fid: s.fid, name: '鲜果超市', kind: 'supermarket' }, token);
  const line = { spec_id: s.specId, grade: 'A', qty_kg: 50, packing: '5kg/箱' };
  const soon = await dataOf(app, saveSalesOrder, { fid: s.fid, cust_id: cust.cust_id, delivery_date: s.day(2), lines: [line] }, token);
  await dataOf(app, saveSalesOrder, { fid: s.fid, cust_id: cust.cust_id, delivery_date: s.day(20), lines: [line] }, token);
  // In production (its batches sown elsewhere): what the warehouse ships against. Set directly: planning it is sales.int's.
  await app.dbHandle.db.update(salesOrderTable).set({ status: 'producing' }).where(eq(salesOrderTable.orderId, soon.order_id));
}, 60_000);
afterAll(() => app.stop());

const embed = (as: string) => dataOf(app, statsEmbed, { fid: s.fid }, as);

describe('role home pages', () => {
  it('the warehouse keeper: shipments due, 暂存 waiting to be entered, lots near expiry — and no sales block', async () => {
    const d = await embed(await login(app, 'wh01', 'pfs123456'));
    expect(d.sales).toBeNull();
    const w = d.warehouse!;
    expect(w.ship_due).toMatchObject({ total_ct: 1, late_ct: 0 });
    expect(w.ship_due.items[0]).toMatchObject({ cust_name: '鲜果超市', delivery_date: s.day(2), left_kg: 50, days_left: 2 });
    expect(w.tmp).toMatchObject({ total_ct: 1, kg: 3 });
    expect(w.tmp.items[0]).toMatchObject({ batch_no: batchNo, tmp_kg: 3, last_pick: s.day(-9) });
    expect(w.expiry).toMatchObject({ expired_ct: 0, expiring_ct: 1 });
    expect(w.expiry.items[0]).toMatchObject({ lot_no: 'F-DASH-1', left_kg: 5, expires_on: s.today, shelf_left_days: 0 });
  });

  it('the salesperson: orders whose forecast misses the date, and this week’s deliveries', async () => {
    const d = await embed(await login(app, 'sales01', 'pfs123456'));
    expect(d.planting).toBeNull();
    const sales = d.sales!;
    // Neither order is planned: both are at risk, the nearer first; only the one due in two days is this week's.
    expect(sales.at_risk.total_ct).toBe(2);
    expect(sales.at_risk.items.map((o) => o.delivery_date)).toEqual([s.day(2), s.day(20)]);
    expect(sales.at_risk.items[0]!.message).not.toBe('');
    expect(sales.week).toMatchObject({ from: s.today, to: s.day(6), total_ct: 1, kg: 50 });
    expect(sales.week.items[0]).toMatchObject({ delivery_date: s.day(2), status: 'producing', qty_kg: 50 });
  });

  it('a grower (no warehouse.list, no sales.list) gets neither block from the server', async () => {
    const d = await embed(await login(app, GROWER.uniNo, GROWER.password));
    expect(d).toMatchObject({ warehouse: null, sales: null });
    expect(d.planting).not.toBeNull();
  });
});
