import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harvestPlantBatch, movePlantBatch, transplantPlantBatch } from '@pfs/domain/plant';
import { statsEmbed } from '@pfs/domain/stats';
import type { StatsEmbed } from '@pfs/domain/stats';
import { alarmTable } from '../src/modules/alarm/alarm.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { latestValueTable } from '../src/modules/iot-store/reading.table.js';
import { DEMO, GROWER, login, NURSERY_FID, startWithSessions, type TestApp, callOf } from './test-app.js';
import { dataOf, plantSetup, sow, type PlantSetup } from './plant-batch-setup.js';

let app: TestApp, token: string;
let s: PlantSetup;

/**
 * The demo factory with: a batch due (育苗 for 16 days, planned 12, so a transplant 4 days late), one sown today,
 * 12.5 kg picked today and 8 kg nine days ago (the 7 days before), an open severe alarm, a temperature reading in
 * 栽培一区, and a seed lot expiring within 30 days.
 */
beforeAll(async () => {
  [app, token] = await startWithSessions([DEMO]);
  s = await plantSetup(app);
  const late = await sow(app, token, s, { sow_date: s.day(-18), places: [{ area_id: s.areas.seedling, dishes: 2 }] });
  const mv = { from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 2 } as const;
  expect((await callOf(app, movePlantBatch, { fid: s.fid, batch_id: late.batch.batch_id, version: 1, date: s.day(-16), ...mv }, token)).status).toBe(200);
  await sow(app, token, s, { sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 3 }] });
  for (const [sowOn, pickOn, kg] of [
    [-40, -9, 8],
    [-38, 0, 12.5],
  ] as const) {
    const b = await sow(app, token, s, { sow_date: s.day(sowOn), places: [{ area_id: s.areas.seedling, dishes: 1 }] });
    const id = b.batch.batch_id;
    expect((await callOf(app, movePlantBatch, { fid: s.fid, batch_id: id, version: 1, date: s.day(sowOn + 2), ...mv, dishes: 1 }, token)).status).toBe(200);
    const tp = { from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow1, dishes: 1, dishes_to: 5 } as const;
    expect((await callOf(app, transplantPlantBatch, { fid: s.fid, batch_id: id, version: 2, date: s.day(sowOn + 14), ...tp }, token)).status).toBe(200);
    const pick = { phase: 'grow' as const, area_id: s.areas.grow1, dishes: 5, grades: [{ grade: 'A', kg }] };
    expect((await callOf(app, harvestPlantBatch, { fid: s.fid, batch_id: id, version: 3, date: s.day(pickOn), ...pick }, token)).status).toBe(200);
  }
  const db = app.dbHandle.db;
  const [gw] = await db.select().from(gatewayTable).where(eq(gatewayTable.areaId, s.areas.grow1));
  const [temp] = await db
    .insert(pointTable)
    .values({ gwId: gw!.gwId, code: 'dash_t', kind: 'sensor', name: '温度', quantity: 'air_temp', unit: '°C' })
    .returning();
  await db.insert(latestValueTable).values({ pointId: temp!.pointId, ts: new Date(), v: 22.46 });
  await db.insert(alarmTable).values({ fid: s.fid, sourceType: 'point', sourceId: temp!.pointId, alarmType: 'high', level: 0, title: '栽培一区 温度过高' });
}, 60_000);
afterAll(() => app.stop());

const embed = async (as: string, fid = s.fid) => callOf(app, statsEmbed, { fid }, as);

describe(statsEmbed.url, () => {
  it('gives the manager every block with the figures of the factory', async () => {
    const r = await embed(token);
    expect(r.status).toBe(200);
    const d = dataOf<StatsEmbed>(r);
    expect(d.today).toBe(s.today);
    const p = d.planting!;
    expect(p.has_batches).toBe(true);
    expect(p.due).toMatchObject({ total_ct: 1, transplant_ct: 1, move_ct: 0, pick_ct: 0, late_ct: 1 });
    expect(p.due.items[0]).toMatchObject({ phase: 'grow_seedling', late_days: 4, next_kind: 'transplant' });
    expect(p.sown_today).toEqual({ batches: 1, dishes: 3 });
    expect(p.phases.find((x) => x.phase === 'grow_seedling')).toMatchObject({ dishes: 2, batch_ct: 1 });
    expect(p.phases.find((x) => x.phase === 'sprouting')).toMatchObject({ dishes: 3, batch_ct: 1 });
    // Rolling windows: today's pick counts as recent, nine days ago as the 7 days before.
    expect(p.harvest.recent).toMatchObject({ from: s.day(-6), to: s.today, kg: 12.5 });
    expect(p.harvest.before).toMatchObject({ from: s.day(-13), to: s.day(-7), kg: 8 });
    expect(p.harvest.days).toHaveLength(14);
    expect(p.harvest.days.at(-1)).toEqual({ date: s.today, kg: 12.5 });
    expect(d.alarms).toMatchObject({ open_ct: 1, severe_ct: 1 });
    expect(d.alarms!.items[0]!.title).toBe('栽培一区 温度过高');
    expect(d.stock!.kinds).toEqual(['seed', 'pesticide', 'supply']);
    expect(d.climate!.map((a) => a.name)).toContain('栽培一区');
    expect(d.climate!.find((a) => a.name === '栽培一区')!.readings).toContainEqual(expect.objectContaining({ quantity: 'air_temp', value: 22.46 }));
  });

  it('leaves out, on the server, every block the role may not see', async () => {
    const sales = await login(app, 'sales01', 'pfs123456');
    expect(dataOf<StatsEmbed>(await embed(sales))).toMatchObject({ planting: null, alarms: null, stock: null, climate: null });
    const tech = dataOf<StatsEmbed>(await embed(await login(app, 'tech01', 'pfs123456')));
    expect(tech.planting).toBeNull();
    expect(tech.stock).toBeNull();
    expect(tech.alarms!.open_ct).toBe(1);
    expect(tech.climate).not.toBeNull();
    // A grower sees planting, alarms and climate, and only the seed warnings (pesticide and supply are the store's).
    const grower = dataOf<StatsEmbed>(await embed(await login(app, GROWER.uniNo, GROWER.password)));
    expect(grower.planting!.due.total_ct).toBe(1);
    expect(grower.stock!.kinds).toEqual(['seed']);
    expect(grower.stock!.items.every((w) => w.item_name.includes('种子'))).toBe(true);
  });

  it('refuses a factory the member does not belong to, and answers a factory without production with empty blocks', async () => {
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    expect((await embed(grower, NURSERY_FID)).status).toBe(403);
    expect((await embed(grower, 999_999)).status).toBe(403);
    expect((await callOf(app, statsEmbed, { fid: s.fid })).status).toBe(401);
    const nursery = dataOf<StatsEmbed>(await embed(token, NURSERY_FID));
    expect(nursery.planting!.has_batches).toBe(false);
    expect(nursery.planting!.due.total_ct).toBe(0);
    expect(nursery.planting!.harvest.recent.kg).toBe(0);
    expect(nursery.alarms!.open_ct).toBe(0);
  });
});
