import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, createPlantBatch, getPlantBatchList } from '@pfs/domain/plant';
import { materialItemTable, materialLotTable, materialMoveTable } from '../src/modules/material/material.table.js';
import { callOf, createTestApp, dataOf, DEMO, login, type TestApp } from './test-app.js';
import { plantSetup, sow, type PlantSetup } from './plant-batch-setup.js';

/**
 * A sowing takes one 育苗海绵 per dish from the consumables store, like its seed: first-expiring first, in the
 * sowing's transaction, and too few sponges refuse the sowing naming what is left.
 */
let app: TestApp;
let token: string;
let s: PlantSetup;
let spongeId: number;
const lots: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, DEMO.uniNo, DEMO.password);
  s = await plantSetup(app);
  const db = app.dbHandle.db;
  const [it] = await db.insert(materialItemTable).values({ fid: s.fid, kind: 'supply', category: 'sponge', name: '育苗海绵', unit: '片' }).returning();
  spongeId = it!.itemId;
  for (const [lotNo, expires, qty] of [['HM-LATE', 600, 20], ['HM-SOON', 200, 5]] as const) {
    const [l] = await db
      .insert(materialLotTable)
      .values({ fid: s.fid, itemId: spongeId, lotNo, receivedOn: addDays(s.today, -30), expiresOn: addDays(s.today, expires), qtyReceived: qty, qty })
      .returning();
    lots[lotNo] = l!.lotId;
  }
});
afterAll(() => app?.stop());

const qtyOf = async (lotId: number) => (await app.dbHandle.db.select().from(materialLotTable).where(eq(materialLotTable.lotId, lotId)))[0]!.qty;
const spongeMoves = (batchId: number) =>
  app.dbHandle.db.select().from(materialMoveTable).where(and(eq(materialMoveTable.itemId, spongeId), eq(materialMoveTable.batchId, batchId)));

describe('sponges on sowing', () => {
  it('issues one sponge per dish, the lot expiring first first, linked to the batch', async () => {
    const b = await sow(app, token, s, { sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 8 }] });
    expect(await qtyOf(lots['HM-SOON']!)).toBe(0);
    expect(await qtyOf(lots['HM-LATE']!)).toBe(17);
    const moves = await spongeMoves(b.batch.batch_id);
    expect(moves.map((m) => [m.lotId, m.kind, m.qty]).sort()).toEqual([[lots['HM-LATE'], 'issue', -3], [lots['HM-SOON'], 'issue', -5]].sort());
  });

  it('refuses a sowing with too few sponges, naming what is left, and leaves no batch and no seed issue behind', async () => {
    const list = async () => (await dataOf(app, getPlantBatchList, { fid: s.fid }, token)).total_ct;
    const before = await list();
    const seedBefore = await qtyOf(s.lots.late);
    const r = await callOf(app, createPlantBatch, { fid: s.fid, spec_id: s.specId, sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 20 }] }, token);
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/育苗海绵库存不足：需要 20 片，只剩 17 片$/);
    expect(await list()).toBe(before);
    expect(await qtyOf(s.lots.late)).toBe(seedBefore);
    expect(await qtyOf(lots['HM-LATE']!)).toBe(17);
  });
});
