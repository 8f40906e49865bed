import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getFinishedSummary, getTmpStoreList } from '@pfs/domain/finished';
import { getTraceInfo } from '@pfs/domain/trace';
import { callOf, createTestApp, DEMO, dataOf, login, type TestApp } from './test-app.js';
import { DEMO_TRACE_ID } from '../src/seed/demo-finished-seed.js';
import { seedDemoScreens } from '../src/seed/demo-screen.js';
import { LotSafetyRepository } from '../src/modules/finished/index.js';

/** The demo year's finished goods: every shipment walks back to seed lots, mass is conserved, the README's trace URL works. */
let app: TestApp;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await app.dbHandle.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  app = await createTestApp({ DEMO_HISTORY_DAYS: '150' });
});
afterAll(() => app?.stop());

describe('demo finished goods', () => {
  it('has lots, shipments against orders and trace codes', async () => {
    const [n] = await rows<{ lots: string; ships: string; codes: string }>(sql`select (select count(*) from finished_lots) lots, (select count(*) from shipments) ships, (select count(*) from trace_codes) codes`);
    expect(Number(n!.lots)).toBeGreaterThan(10);
    expect(Number(n!.ships)).toBeGreaterThan(3);
    expect(Number(n!.codes)).toBeGreaterThan(3);
  });

  it('takes every shipped lot back through its batch to the seed lots it was sown from, with no gap', async () => {
    const gaps = await rows<{ item_id: number }>(sql`
      select i.item_id from shipment_items i join finished_lots l on l.lot_id = i.lot_id join plant_batches b on b.batch_id = l.batch_id
      where not exists (select 1 from plant_harvests h where h.batch_id = b.batch_id and h.grade = l.grade)
         or not exists (select 1 from plant_batch_events e where e.batch_id = b.batch_id and e.kind = 'sow')
         or not exists (select 1 from material_movements m join material_lots ml on ml.lot_id = m.lot_id where m.batch_id = b.batch_id and m.kind = 'issue')`);
    expect(gaps).toEqual([]);
  });

  it('conserves mass: harvested = temporary storage + entered + lost ≥ entered, and lots = entered − shipped − adjusted ≥ 0', async () => {
    const bad = await rows(sql`
      select h.batch_id, h.grade from (select batch_id, grade, round(sum(kg) * 1000)::bigint g from plant_harvests group by 1, 2) h
      left join (select batch_id, grade, sum(entered_g + loss_g) g from finished_lots group by 1, 2) f using (batch_id, grade)
      where coalesce(f.g, 0) > h.g`);
    expect(bad).toEqual([]);
    const lots = await rows(sql`select lot_id from finished_lots l where left_g < 0 or left_g <> entered_g - shipped_g - adjusted_g or shipped_g <> (select coalesce(sum(g), 0) from shipment_items i where i.lot_id = l.lot_id)`);
    expect(lots).toEqual([]);
    const over = await rows(sql`select l.line_id from sales_order_lines l where (select coalesce(sum(g), 0) from shipment_items i where i.line_id = l.line_id) > round(l.qty_kg * 1000)`);
    expect(over).toEqual([]);
  });

  it('opens 暂存 with picks waiting to be entered, however many days ago the last harvest was', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    expect((await dataOf(app, getTmpStoreList, { fid: 1 }, token)).total_ct).toBeGreaterThan(0);
  });

  it('sells lower grades off and writes expired leftovers off as the keeper\'s adjustments, so stock is the last days\' lots', async () => {
    // Lower grades older than two days and top-grade lots expired more than three days ago are gone from stock.
    const stale = await rows<{ lot_no: string }>(sql`select lot_no from finished_lots where left_g > 0 and (
      (grade <> 'A' and entered_on < current_date - 3) or (grade = 'A' and expires_on < current_date - 4))`);
    expect(stale).toEqual([]);
    const adj = await rows<{ reason: string; keeper: string }>(sql`select distinct a.reason, u.cname keeper from finished_adjusts a join users u on u.uid = a.uid`);
    expect(adj.map((a) => a.reason)).toContain('二、三级品整批折价售予批发市场（现货）');
    expect(adj.every((a) => ['二、三级品整批折价售予批发市场（现货）', '超过保质期，报损销毁'].includes(a.reason))).toBe(true);
    expect(new Set(adj.map((a) => a.keeper))).toEqual(new Set(['王仓管']));
    const [stock] = await rows<{ kg: string }>(sql`select sum(left_g) / 1000.0 kg from finished_lots`);
    expect(Number(stock!.kg)).toBeLessThan(2000);
    // 成品汇总 shows where it went: 调整出库 per day beside 出货.
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const summary = await dataOf(app, getFinishedSummary, { fid: 1 }, token);
    expect(summary.days.some((d) => d.adjusted_kg > 0)).toBe(true);
  });

  it('ships no lot holding produce picked inside a safety interval, and its trace pages flag none', async () => {
    const [prot] = await rows<{ n: string }>(sql`select count(*) n from plant_batch_events e join finished_lots l on l.batch_id = e.batch_id where e.kind = 'protect'`);
    expect(Number(prot!.n)).toBeGreaterThan(0);
    const shipped = await rows<{ lot_id: number }>(sql`select distinct lot_id from shipment_items`);
    const judged = [...(await new LotSafetyRepository(app.dbHandle.db).ofLots(shipped.map((r) => r.lot_id))).values()];
    expect(judged).toHaveLength(shipped.length);
    expect(judged.filter((j) => !j.ok).map((j) => j.lot_no)).toEqual([]);
    const t = await dataOf(app, getTraceInfo, { tid: DEMO_TRACE_ID });
    expect(t.safety.ok).toBe(true);
    expect(t.protections.every((p) => p.respected)).toBe(true);
  });

  it('makes no pesticide-free claim on its public screens while its records show sprays', async () => {
    await seedDemoScreens(app.dbHandle.db);
    const [prot] = await rows<{ n: string }>(sql`select count(*) n from plant_protections where fid = 1`);
    expect(Number(prot!.n)).toBeGreaterThan(0);
    const cfgs = await rows<{ cfg: unknown }>(sql`select cfg from screen_cfgs where fid = 1`);
    expect(cfgs.length).toBeGreaterThan(0);
    for (const c of cfgs) expect(JSON.stringify(c.cfg)).not.toMatch(/无农药|零农药|不使用农药|不打药|零农残/);
  });

  it('answers the README trace URL with the story, and lists codes for the manager', async () => {
    const r = await callOf(app, getTraceInfo, { tid: DEMO_TRACE_ID });
    expect(r.status).toBe(200);
    expect(r.body.data!.story.length).toBeGreaterThan(1);
    const token = await login(app, DEMO.uniNo, DEMO.password);
    expect((await callOf(app, getFinishedSummary, { fid: 1 }, token)).status).toBe(200);
  });
});
