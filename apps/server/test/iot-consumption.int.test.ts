import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';
import { getIotConsumption } from '@pfs/domain/iot-analysis';
import { DEMO, DEMO_FID, GROWER, createTestApp, login, type TestApp, callRaw } from './test-app.js';

type Row = { area_id: number | null; area_name: string; values: number[]; total: number };
type Result = { unit: string; buckets: string[]; totals: number[]; total: number; areas: Row[]; meters: (Row & { point_id: number; name: string })[] };

/** Counters read by the hour: [UTC instant of the hour, first, last]. */
type Hour = [string, number, number];

describe('electricity and water consumption', () => {
  let app: TestApp;
  let token: string;
  const ids: Record<string, number> = {};

  const addMeter = async (sn: string, code: string, quantity: string, name: string) => {
    const db = app.dbHandle.db;
    const [gw] = await db.select().from(gatewayTable).where(eq(gatewayTable.sn, sn));
    const [p] = await db.insert(pointTable).values({ gwId: gw!.gwId, code, kind: 'meter', name, quantity, unit: quantity === 'kwh' ? 'kWh' : 'm³' }).returning();
    ids[`${sn}/${code}`] = p!.pointId;
    return p!.pointId;
  };
  const addHours = async (pointId: number, hours: Hour[]) => {
    await app.dbHandle.db.insert(hourlyRollupTable).values(
      hours.map(([at, first, last]) => {
        const bucket = new Date(at);
        return { pointId, bucket, ct: 2, minV: Math.min(first, last), minTs: bucket, maxV: Math.max(first, last), maxTs: bucket, sumV: first + last, firstTs: bucket, firstV: first, lastTs: new Date(bucket.getTime() + 3_000_000), lastV: last };
      }),
    );
  };
  const get = async (body: Record<string, unknown>, t = token) => callRaw(app, getIotConsumption, { fid: DEMO_FID, quantity: 'kwh', grain: 'day', ...body }, t);

  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, DEMO.uniNo, DEMO.password);
    // Shanghai is UTC+8: 2026-03-01 local runs from 2026-02-28T16:00Z to 2026-03-01T16:00Z.
    const e1 = await addMeter('demo-grow-1', 'energy', 'kwh', '电能表');
    await addHours(e1, [
      ['2026-02-28T15:00:00Z', 90, 95], // 2026-02-28 23:00 local: the reading before the range
      ['2026-02-28T16:00:00Z', 96, 100], // 2026-03-01 00:00 local
      ['2026-03-01T10:00:00Z', 101, 110],
      ['2026-03-01T16:00:00Z', 111, 120], // 2026-03-02 local
      ['2026-03-02T02:00:00Z', 2, 7], // the meter was replaced: it restarted from 0
      ['2026-03-31T16:00:00Z', 7, 10], // 2026-04-01 00:00 local: April, although still March in UTC
    ]);
    const e2 = await addMeter('demo-grow-2', 'energy', 'kwh', '电能表');
    await addHours(e2, [
      ['2026-02-28T16:00:00Z', 500, 504],
      ['2026-03-01T16:00:00Z', 504, 510],
    ]);
    // A second meter in the same area adds to that area.
    const e3 = await addMeter('demo-grow-2', 'energy_hvac', 'kwh', '空调电表');
    await addHours(e3, [['2026-03-01T20:00:00Z', 30, 31.5]]);
    const w1 = await addMeter('demo-grow-1', 'water', 'm3', '水表');
    await addHours(w1, [['2026-02-28T16:00:00Z', 1.25, 1.5]]);
  });
  afterAll(async () => app.stop());

  it('counts each day from the previous reading, and a counter reset is not negative', async () => {
    const r = await get({ start_day: '2026-03-01', end_day: '2026-03-02' });
    expect(r.body.code).toBe(200);
    const d = r.body.data as Result;
    expect(d.unit).toBe('kWh');
    expect(d.buckets).toEqual(['2026-03-01', '2026-03-02']);
    const m1 = d.meters.find((m) => m.point_id === ids['demo-grow-1/energy'])!;
    // Day 1: 95 (last before) → 110. Day 2: 110 → 120, reset to 2, → 7: 10 + 2 + 5.
    expect(m1.values).toEqual([15, 17]);
    expect(m1.values.every((v) => v >= 0)).toBe(true);
    expect(m1.area_name).toBe('栽培一区');
  });

  it('groups meters by area, with totals per day', async () => {
    const d = (await get({ start_day: '2026-03-01', end_day: '2026-03-02' })).body.data as Result;
    expect(d.areas.map((a) => a.area_name)).toEqual(['栽培一区', '栽培二区']);
    const grow2 = d.areas.find((a) => a.area_name === '栽培二区')!;
    // Meter 2 starts the range with no earlier reading: its first day counts from its own first (500 → 504).
    expect(grow2.values).toEqual([4, 6 + 1.5]);
    expect(d.totals).toEqual([19, 24.5]);
    expect(d.total).toBe(43.5);
  });

  it('groups by calendar month in the factory time zone', async () => {
    const d = (await get({ start_day: '2026-03-01', end_day: '2026-04-30', grain: 'month' })).body.data as Result;
    expect(d.buckets).toEqual(['2026-03', '2026-04']);
    const m1 = d.meters.find((m) => m.point_id === ids['demo-grow-1/energy'])!;
    expect(m1.values).toEqual([32, 3]);
  });

  it('reports water in m³ from the water meters only', async () => {
    const d = (await get({ quantity: 'm3', start_day: '2026-03-01', end_day: '2026-03-01' })).body.data as Result;
    expect(d.unit).toBe('m³');
    expect(d.meters.map((m) => m.name)).toEqual(['水表']);
    expect(d.total).toBe(0.25);
  });

  it('refuses bad ranges and quantities with a message naming the problem; growers may read', async () => {
    const back = await get({ start_day: '2026-03-02', end_day: '2026-03-01' });
    expect(back.status).toBe(400);
    expect(back.body.msg).toContain('结束日期');
    const long = await get({ start_day: '2025-01-01', end_day: '2026-03-01' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('366 天');
    const q = await get({ quantity: 'gas', start_day: '2026-03-01', end_day: '2026-03-01' });
    expect(q.status).toBe(400);
    expect(q.body.msg).toContain('quantity');
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    expect((await get({ start_day: '2026-03-01', end_day: '2026-03-01' }, grower)).body.code).toBe(200);
  });
});
