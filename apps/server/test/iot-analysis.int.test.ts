import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';
import { type AnyCall } from '@pfs/domain';
import * as analysisCalls from '@pfs/domain/iot-analysis';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, createTestApp, login, type TestApp, callOf, callRaw } from './test-app.js';

type Stats = { n: number; avg: number; min: number; max: number; std: number } | null;
type Compare = { hours: string[]; series: { point_id: number; name: string; values: (number | null)[]; normalised: (number | null)[] | null; stats: Stats }[]; correlations: { a: number; b: number; r: number | null; label: string }[] };
type Profile = { time_zone: string; series: { point_id: number; hours: (number | null)[]; day_avg: number | null; night_avg: number | null }[] };
type AnalysisSet = { set_id: number; name: string; point_ids: number[]; range_days: number; view: string; normalise: boolean; day_start: string };

const H = 3_600_000;

describe('data analysis and saved analysis sets', () => {
  let app: TestApp;
  let token: string;
  let temp: number;
  let hum: number;
  let foreign: number;

  const addSensor = async (sn: string, code: string, name: string, unit: string) => {
    const [gw] = await app.dbHandle.db.select().from(gatewayTable).where(eq(gatewayTable.sn, sn));
    const [p] = await app.dbHandle.db.insert(pointTable).values({ gwId: gw!.gwId, code, kind: 'sensor', name, quantity: code, unit }).returning();
    return p!.pointId;
  };
  /** One hourly rollup per [start of hour (ms), average, readings]. */
  const addHours = (pointId: number, rows: [number, number, number][]) =>
    app.dbHandle.db.insert(hourlyRollupTable).values(
      rows.map(([t, avg, ct]) => ({ pointId, bucket: new Date(t), ct, minV: avg, minTs: new Date(t), maxV: avg, maxTs: new Date(t), sumV: avg * ct, firstTs: new Date(t), firstV: avg, lastTs: new Date(t), lastV: avg })),
    );
  // The calls of this page in the demo factory; bodies left untyped so the refusals can send what the types forbid.
  const post = (def: AnyCall, body: Record<string, unknown>, t = token) => callRaw(app, def, { fid: DEMO_FID, ...body }, t);

  const t0 = Date.UTC(2026, 2, 1, 0); // 2026-03-01 08:00 in Shanghai
  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, DEMO.uniNo, DEMO.password);
    temp = await addSensor('demo-grow-1', 'air_temp', '空气温度', '°C');
    hum = await addSensor('demo-grow-1', 'air_rh', '空气湿度', '%');
    foreign = await addSensor('nursery-sow', 'air_temp', '空气温度', '°C');
    // Temperature rises 20 → 23 while humidity falls 80 → 65; hour 2 has no humidity reading.
    await addHours(temp, [[t0, 20, 12], [t0 + H, 21, 12], [t0 + 2 * H, 22, 12], [t0 + 3 * H, 23, 12]]);
    await addHours(hum, [[t0, 80, 12], [t0 + H, 75, 12], [t0 + 3 * H, 65, 12]]);
  });
  afterAll(async () => app.stop());

  it('compares sensors hour by hour with statistics, normalisation and correlation', async () => {
    const r = await post(analysisCalls.getIotAnalysisCompare, { point_ids: [temp, hum], start: new Date(t0).toISOString(), end: new Date(t0 + 5 * H).toISOString(), normalise: true });
    expect(r.body.code).toBe(200);
    const d = r.body.data as Compare;
    expect(d.hours).toHaveLength(5);
    expect(d.series[0]!.values).toEqual([20, 21, 22, 23, null]);
    expect(d.series[1]!.values).toEqual([80, 75, null, 65, null]);
    expect(d.series[0]!.stats).toEqual({ n: 4, avg: 21.5, min: 20, max: 23, std: 1.118 });
    expect(d.series[1]!.normalised).toEqual([100, 66.667, null, 0, null]);
    expect(d.correlations).toHaveLength(1);
    expect(d.correlations[0]!.r).toBeLessThan(-0.95);
    expect(d.correlations[0]!.label).toBe('强负相关');
  });

  it('builds the average day by the hour of the factory time zone (Asia/Shanghai)', async () => {
    // A second day at the same UTC hours: 08:00 and 11:00 in Shanghai.
    await addHours(temp, [[t0 + 24 * H, 24, 6], [t0 + 27 * H, 31, 12]]);
    const r = await post(analysisCalls.getIotAnalysisProfile, { point_ids: [temp], start: new Date(t0 - 8 * H).toISOString(), end: new Date(t0 + 40 * H).toISOString(), day_start: '09:00', day_end: '21:00' });
    const d = r.body.data as Profile;
    expect(d.time_zone).toBe('Asia/Shanghai');
    const hours = d.series[0]!.hours;
    // 08:00 local: (20·12 + 24·6) / 18 readings.
    expect(hours[8]).toBeCloseTo((20 * 12 + 24 * 6) / 18, 3);
    expect(hours[11]).toBe((23 + 31) / 2);
    expect(hours[0]).toBeNull();
    // 08:00 is outside the 09:00–21:00 day window; 09:00–11:00 are inside.
    expect(d.series[0]!.night_avg).toBeCloseTo((20 * 12 + 24 * 6) / 18, 3);
    expect(d.series[0]!.day_avg).toBeCloseTo((21 + 22 + 23 + 31) / 4, 3);
  });

  it('refuses points of another factory and over-long ranges', async () => {
    const other = await post(analysisCalls.getIotAnalysisCompare, { point_ids: [temp, foreign], start: new Date(t0).toISOString(), end: new Date(t0 + H).toISOString() });
    expect(other.status).toBe(404);
    expect(other.body.msg).toContain(String(foreign));
    const long = await post(analysisCalls.getIotAnalysisCompare, { point_ids: [temp], start: '2024-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('366 天');
    const backwards = await post(analysisCalls.getIotAnalysisProfile, { point_ids: [temp], start: new Date(t0 + H).toISOString(), end: new Date(t0).toISOString() });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('结束时间');
  });

  it('lists the factory’s sensors and meters with gateway and area for the pickers', async () => {
    const pts = (await post(analysisCalls.getIotAnalysisPoints, {})).body.data as { point_id: number; gw_name: string; area_name: string }[];
    expect(pts.find((p) => p.point_id === temp)).toMatchObject({ gw_name: '栽培一区网关', area_name: '栽培一区' });
    expect(pts.some((p) => p.point_id === foreign)).toBe(false);
    const nursery = (await callOf(app, analysisCalls.getIotAnalysisPoints, { fid: NURSERY_FID }, token)).body.data as { point_id: number }[];
    expect(nursery.map((p) => p.point_id)).toEqual([foreign]);
  });

  it('saves, lists, updates and deletes analysis sets with validation', async () => {
    const created = await post(analysisCalls.saveIotAnalysisSet, { name: '温湿度对比', point_ids: [temp, hum], range_days: 7, normalise: true });
    expect(created.body.code).toBe(200);
    const set = created.body.data as AnalysisSet;
    expect(set).toMatchObject({ name: '温湿度对比', point_ids: [temp, hum], range_days: 7, view: 'compare', normalise: true, day_start: '06:00' });

    const dup = await post(analysisCalls.saveIotAnalysisSet, { name: '温湿度对比', point_ids: [temp], range_days: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toContain('已存在');
    const bad = await post(analysisCalls.saveIotAnalysisSet, { name: '坏', point_ids: [], range_days: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/分析名称至少 2 个字|至少选择 1 个传感器|默认范围/);
    const badTime = await post(analysisCalls.saveIotAnalysisSet, { name: '夜间温度', point_ids: [temp], range_days: 1, day_start: '7:00' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.msg).toContain('白天开始时间');
    const foreignSet = await post(analysisCalls.saveIotAnalysisSet, { name: '别厂温度', point_ids: [foreign], range_days: 1 });
    expect(foreignSet.status).toBe(404);

    const updated = await post(analysisCalls.saveIotAnalysisSet, { set_id: set.set_id, name: '温湿度日变化', point_ids: [temp], range_days: 30, view: 'profile' });
    expect(updated.body.data).toMatchObject({ set_id: set.set_id, name: '温湿度日变化', view: 'profile', normalise: false });
    const list = (await post(analysisCalls.getIotAnalysisSetList, {})).body.data as AnalysisSet[];
    expect(list.map((s) => s.name)).toEqual(['温湿度日变化']);
    expect((await callOf(app, analysisCalls.getIotAnalysisSetList, { fid: NURSERY_FID }, token)).body.data).toEqual([]);

    expect((await post(analysisCalls.deleteIotAnalysisSet, { set_id: set.set_id })).body.code).toBe(200);
    expect((await post(analysisCalls.deleteIotAnalysisSet, { set_id: set.set_id })).status).toBe(404);
  });

  it('a grower may analyse and load sets but not change them (403)', async () => {
    const grower = await login(app, GROWER.uniNo, GROWER.password);
    expect((await post(analysisCalls.getIotAnalysisSetList, {}, grower)).body.code).toBe(200);
    expect((await post(analysisCalls.getIotAnalysisCompare, { point_ids: [temp], start: new Date(t0).toISOString(), end: new Date(t0 + H).toISOString() }, grower)).body.code).toBe(200);
    const save = await post(analysisCalls.saveIotAnalysisSet, { name: '种植员的分析', point_ids: [temp], range_days: 1 }, grower);
    expect(save.status).toBe(403);
    expect((await post(analysisCalls.deleteIotAnalysisSet, { set_id: 1 }, grower)).status).toBe(403);
  });

  it('reports each gateway’s readings per hour over the last 24 hours', async () => {
    const now = Date.now();
    const hour = Math.floor(now / H) * H;
    await addHours(temp, [[hour, 20, 30], [hour - 2 * H, 20, 10]]);
    await addHours(hum, [[hour, 70, 5]]);
    const d = (await post(analysisCalls.getIotGwRates, {})).body.data as { hours: string[]; gateways: { gw_id: number; per_hour: number[]; total_24h: number }[] };
    expect(d.hours).toHaveLength(24);
    expect(d.gateways).toHaveLength(1);
    expect(d.gateways[0]!.per_hour[23]).toBe(35);
    expect(d.gateways[0]!.per_hour[21]).toBe(10);
    expect(d.gateways[0]!.total_24h).toBe(45);
  });
});
