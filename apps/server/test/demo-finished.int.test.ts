import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, DEMO, login, type TestApp } from './test-app.js';
import { DEMO_TRACE_ID } from '../src/seed/demo-finished-seed.js';

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

  it('answers the README trace URL with the story, and lists codes for the manager', async () => {
    const r = await call(app, '/api/pub/get_trace_info', { tid: DEMO_TRACE_ID });
    expect(r.status).toBe(200);
    expect((r.body.data as { story: unknown[] }).story.length).toBeGreaterThan(1);
    const token = await login(app, DEMO.uniNo, DEMO.password);
    expect((await call(app, '/api/get_finished_summary', { fid: 1 }, token)).status).toBe(200);
  });
});
