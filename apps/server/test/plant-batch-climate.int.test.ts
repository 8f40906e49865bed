import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, getPlantBatchClimate, movePlantBatch, transplantPlantBatch } from '@pfs/domain/plant';
import { areaClimateTargetTable } from '../src/modules/facility/facility.table.js';
import { hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';
import { declareSimPoints } from '../src/seed/sim-points.js';
import { callOf, createTestApp, dataOf, DEMO, login, type TestApp } from './test-app.js';
import { plantSetup, sow, type PlantSetup } from './plant-batch-setup.js';

let app: TestApp;
let token: string;
let s: PlantSetup;

/** Start of hour `h` of a calendar day in Shanghai (UTC+8, no daylight saving). */
const hourOf = (day: string, h: number) => new Date(Date.parse(`${day}T00:00:00Z`) + (h - 8) * 3_600_000);

/** Every hour of the days: constant climate values per room, lights on for `lit` hours from 06:00. */
async function roomClimate(points: Map<string, number>, sn: string, days: string[], v: { temp: number; rh: number; co2: number; ppfd: number; lit: number }) {
  const rows = days.flatMap((day) =>
    Array.from({ length: 24 }, (_, h) => {
      const at = hourOf(day, h);
      const row = (code: string, value: number, spread = 0) => ({
        pointId: points.get(`${sn}/${code}`)!,
        bucket: at,
        ct: 1,
        minV: value - spread,
        minTs: at,
        maxV: value + spread,
        maxTs: at,
        sumV: value,
        firstTs: at,
        firstV: value,
        lastTs: at,
        lastV: value,
      });
      return [row('air_temp', v.temp, 1), row('humidity', v.rh), row('co2', v.co2), row('ppfd', h >= 6 && h < 6 + v.lit ? v.ppfd : 0)];
    }).flat(),
  );
  for (let i = 0; i < rows.length; i += 500) await app.dbHandle.db.insert(hourlyRollupTable).values(rows.slice(i, i + 500));
}

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, DEMO.uniNo, DEMO.password);
  s = await plantSetup(app);
  const { ids } = await declareSimPoints(app.dbHandle.db, ['demo-seedling', 'demo-grow-1', 'demo-grow-2']);
  const days = Array.from({ length: 12 }, (_, i) => addDays(s.today, i - 11));
  await roomClimate(ids, 'demo-seedling', days, { temp: 22, rh: 70, co2: 800, ppfd: 300, lit: 16 });
  await roomClimate(ids, 'demo-grow-1', days, { temp: 26, rh: 65, co2: 1000, ppfd: 450, lit: 12 });
  // A room the batch never stood in must not colour its climate.
  await roomClimate(ids, 'demo-grow-2', days, { temp: 35, rh: 40, co2: 400, ppfd: 100, lit: 8 });
  await app.dbHandle.db.insert(areaClimateTargetTable).values([
    { fid: s.fid, kind: 'seedling', tempMin: 20, tempMax: 24, lightHoursMin: 14, dliMin: 15 },
    { fid: s.fid, kind: 'grow', tempMin: 18, tempMax: 24 },
  ]);
}, 60_000);
afterAll(() => app.stop());

describe('batch climate', () => {
  it('per phase, from the rooms it stood in during the days it stood there, against the room kind’s targets', async () => {
    const b = await sow(app, token, s, { sow_date: s.day(-10), places: [{ area_id: s.areas.seedling, dishes: 5 }] });
    const id = b.batch.batch_id;
    expect((await callOf(app, movePlantBatch, { fid: s.fid, batch_id: id, version: 1, date: s.day(-8), from_phase: 'sprouting', from_area_id: s.areas.seedling, to_phase: 'grow_seedling', to_area_id: s.areas.seedling, dishes: 5 }, token)).status).toBe(200);
    expect((await callOf(app, transplantPlantBatch, { fid: s.fid, batch_id: id, version: 2, date: s.day(-4), from_phase: 'grow_seedling', from_area_id: s.areas.seedling, to_phase: 'grow', to_area_id: s.areas.grow1, dishes: 5 }, token)).status).toBe(200);

    const c = await dataOf(app, getPlantBatchClimate, { fid: s.fid, batch_id: id }, token);
    expect(c.phases.map((p) => [p.phase, p.from, p.to, p.areas.map((a) => a.name)])).toEqual([
      ['sprouting', s.day(-10), s.day(-8), ['育苗室']],
      ['grow_seedling', s.day(-8), s.day(-4), ['育苗室']],
      ['grow', s.day(-4), null, ['栽培一区']],
    ]);
    const [sprout, seedling, grow] = c.phases;
    expect(sprout!.air_temp).toEqual({ avg: 22, min: 21, max: 23, hours: 48, in_target_pct: 100 });
    expect(sprout!.humidity).toMatchObject({ avg: 70, in_target_pct: null });
    expect(sprout!.light).toMatchObject({ days: 2, light_hours_avg: 16, in_target_pct: 100 });
    expect(sprout!.light!.dli_avg).toBeCloseTo(17.28, 6);
    expect(sprout!.targets).toMatchObject({ kind: 'seedling', temp_min: 20, temp_max: 24 });
    expect(seedling!.air_temp).toMatchObject({ hours: 96, avg: 22 });
    // Still growing: today's hours count for the climate, only whole days for light.
    expect(grow!.air_temp).toEqual({ avg: 26, min: 25, max: 27, hours: 5 * 24, in_target_pct: 0 });
    expect(grow!.co2).toMatchObject({ avg: 1000 });
    expect(grow!.light).toMatchObject({ days: 4, light_hours_avg: 12, in_target_pct: null });
    expect(grow!.light!.dli_avg).toBeCloseTo(19.44, 6);

    expect(c.days.map((d) => d.day)).toEqual(Array.from({ length: 11 }, (_, i) => s.day(i - 10)));
    expect(c.days[0]).toMatchObject({ phase: 'sprouting', air_temp: 22, humidity: 70, co2: 800 });
    expect(c.days[0]!.dli).toBeCloseTo(17.28, 6);
    // The day of a move counts where the dishes stood at its end.
    expect(c.days[2]).toMatchObject({ day: s.day(-8), phase: 'grow_seedling', air_temp: 22 });
    expect(c.days[6]).toMatchObject({ day: s.day(-4), phase: 'grow', air_temp: 26 });
    expect(c.days[10]).toMatchObject({ day: s.today, phase: 'grow', dli: null });
  });

  it('a batch sown today: today’s hours so far, no whole day of light yet', async () => {
    const b = await sow(app, token, s, { sow_date: s.today, places: [{ area_id: s.areas.seedling, dishes: 1 }] });
    const c = await dataOf(app, getPlantBatchClimate, { fid: s.fid, batch_id: b.batch.batch_id }, token);
    expect(c.phases).toHaveLength(1);
    expect(c.phases[0]!.air_temp).toMatchObject({ avg: 22, hours: 24 });
    expect(c.phases[0]!.light).toBeNull();
  });
});
