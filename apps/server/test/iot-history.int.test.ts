import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { pathOf } from '@pfs/domain';
import * as historyCalls from '@pfs/domain/iot-history';
import { gatewayTable } from '../src/modules/iot-store/gateway.table.js';
import { latestValueTable, readingTable } from '../src/modules/iot-store/reading.table.js';
import { pointTable } from '../src/modules/iot-store/point.table.js';
import { dailyRollupTable, hourlyRollupTable } from '../src/modules/iot-ingest/rollup.table.js';
import { DEMO, DEMO_FID, GROWER, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';

const H = 3_600_000;
// 23:00 on 1 March in Shanghai (UTC+8) is 15:00 UTC; the next hour is already 2 March there.
const T0 = Date.parse('2026-03-01T15:00:00Z');
/** The first `n` hours from T0, as a history call's period. */
const firstHours = (n: number) => ({ start: new Date(T0).toISOString(), end: new Date(T0 + n * H).toISOString() });

describe('IoT history and export', () => {
  let app: TestApp;
  let token: string;
  let grower: string;
  const ids = { temp: 0, hum: 0, other: 0, sw: 0 };

  const point = async (sn: string, p: Partial<typeof pointTable.$inferInsert> & { code: string; kind: 'sensor' | 'switch' | 'meter' }) => {
    const db = app.dbHandle.db;
    const [gw] = await db.select().from(gatewayTable).where(eq(gatewayTable.sn, sn));
    const [row] = await db
      .insert(pointTable)
      .values({ gwId: gw!.gwId, ...p })
      .returning();
    return row!.pointId;
  };
  const rollup = (pointId: number, at: number, vals: number[]) => ({
    pointId,
    ct: vals.length,
    minV: Math.min(...vals),
    minTs: new Date(at + vals.indexOf(Math.min(...vals)) * 60_000),
    maxV: Math.max(...vals),
    maxTs: new Date(at + vals.indexOf(Math.max(...vals)) * 60_000),
    sumV: vals.reduce((a, b) => a + b, 0),
    firstTs: new Date(at),
    firstV: vals[0]!,
    lastTs: new Date(at + (vals.length - 1) * 60_000),
    lastV: vals.at(-1)!,
  });
  const waitExport = async (jobId: string) => {
    let job: historyCalls.ExportJob;
    await expect
      .poll(async () => (job = await dataOf(app, historyCalls.getIotExport, { fid: DEMO_FID, job_id: jobId }, token)).state, { timeout: 10_000 })
      .not.toBe('running');
    return job!;
  };

  beforeAll(async () => {
    app = await createTestApp({ IOT_EXPORT_TTL_MINUTES: '0.05' });
    token = await login(app, DEMO.uniNo, DEMO.password);
    grower = await login(app, GROWER.uniNo, GROWER.password);
    ids.temp = await point('demo-seedling', { code: 'air_temp', kind: 'sensor', name: '空气温度', unit: '°C' });
    ids.hum = await point('demo-seedling', { code: 'humidity', kind: 'sensor', name: '空气湿度', unit: '%' });
    ids.sw = await point('demo-seedling', { code: 'fan', kind: 'switch', name: '风机', writable: true });
    ids.other = await point('nursery-sow', { code: 'air_temp', kind: 'sensor', name: '空气温度', unit: '°C' });
    const db = app.dbHandle.db;
    await db.insert(hourlyRollupTable).values([
      { ...rollup(ids.temp, T0, [20, 22, 27]), bucket: new Date(T0) },
      { ...rollup(ids.temp, T0 + H, [18, 19]), bucket: new Date(T0 + H) },
      { ...rollup(ids.hum, T0, [60, 70]), bucket: new Date(T0) },
    ]);
    await db.insert(dailyRollupTable).values([
      { ...rollup(ids.temp, T0 - 15 * H, [21, 27, 20]), day: '2026-03-01' },
      { ...rollup(ids.temp, T0 + H, [18, 19]), day: '2026-03-02' },
      { ...rollup(ids.hum, T0, [60, 70]), day: '2026-03-01' },
    ]);
    // One day of readings every 28.8 s (3,000), with a single spike at noon UTC.
    const readings = Array.from({ length: 3000 }, (_, i) => ({ pointId: ids.temp, ts: new Date(T0 + i * 28_800), v: i === 1500 ? 99 : 20 + (i % 10) / 10 }));
    for (let i = 0; i < readings.length; i += 1000) await db.insert(readingTable).values(readings.slice(i, i + 1000));
    await db.insert(readingTable).values({ pointId: ids.hum, ts: new Date(T0), v: 65 });
    await db.insert(latestValueTable).values({ pointId: ids.temp, ts: new Date(T0 + 2999 * 28_800), v: 20.9 });
  });
  afterAll(async () => app?.stop());

  it('lists sensors and meters by area and gateway with units, not switches', async () => {
    const r = await dataOf(app, historyCalls.getIotPointOptions, { fid: DEMO_FID }, token);
    const area = r.find((a) => a.area_name === '育苗室')!;
    const gw = area.gateways.find((g) => g.sn === 'demo-seedling')!;
    expect(gw.points.map((p) => [p.name, p.unit])).toEqual([
      ['空气温度', '°C'],
      ['空气湿度', '%'],
    ]);
    expect(r.flatMap((a) => a.gateways).some((g) => g.sn === 'nursery-sow')).toBe(false);
  });

  it('adds switches with their command range when a strategy asks for them, and refuses an unknown kind', async () => {
    const r = await dataOf(app, historyCalls.getIotPointOptions, { fid: DEMO_FID, kinds: ['sensor', 'meter', 'switch'] }, token);
    const points = r.flatMap((a) => a.gateways).find((g) => g.sn === 'demo-seedling')!.points;
    expect(points.map((p) => [p.name, p.kind, p.writable])).toEqual([
      ['空气温度', 'sensor', false],
      ['空气湿度', 'sensor', false],
      ['风机', 'switch', true],
    ]);
    const bad = await callRaw(app, historyCalls.getIotPointOptions, { fid: DEMO_FID, kinds: ['valve'] }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('点位类型 kinds 只能是 sensor、switch 或 meter');
  });

  it('returns hourly rollups with avg = sum/ct and min/max with their times', async () => {
    const r = await dataOf(app, historyCalls.getIotHourlyVals, { fid: DEMO_FID, point_ids: [ids.temp, ids.hum], ...firstHours(2) }, token);
    const [temp, hum] = r;
    expect(temp).toMatchObject({
      name: '空气温度',
      unit: '°C',
      gw_name: '育苗室网关',
      area_name: '育苗室',
      t: [T0, T0 + H],
      avg: [23, 18.5],
      min: [20, 18],
      max: [27, 19],
      ct: [3, 2],
    });
    expect(temp!.max_ts).toEqual([T0 + 2 * 60_000, T0 + H + 60_000]);
    expect(temp!.min_ts[0]).toBe(T0);
    expect(hum).toMatchObject({ t: [T0], avg: [65] });
  });

  it('charts long ranges from the daily rollups at local midnight; pages the hourly table', async () => {
    const r = await dataOf(app, historyCalls.getIotHourlyVals, { fid: DEMO_FID, point_ids: [ids.temp], ...firstHours(240), max_points: 100 }, token);
    expect(r[0]).toMatchObject({ bucket_s: 86_400, t: [T0 - 23 * H, T0 + H], min: [20, 18], max: [27, 19], ct: [3, 2] });
    const list = await dataOf(app, historyCalls.getIotHourlyList, { fid: DEMO_FID, point_ids: [ids.temp, ids.hum], ...firstHours(2), sort: 'max', size: 2 }, token);
    expect(list.total_ct).toBe(3);
    expect(list.items.map((i) => [i.point_id, i.max, i.max_ts])).toEqual([
      [ids.hum, 70, T0 + 60_000],
      [ids.temp, 27, T0 + 2 * 60_000],
    ]);
    const newest = await dataOf(app, historyCalls.getIotHourlyList, { fid: DEMO_FID, point_ids: [ids.temp, ids.hum], ...firstHours(2), size: 2, page: 2 }, token);
    expect(newest.total_ct).toBe(3);
    expect(newest.items).toEqual([{ t: T0, point_id: ids.hum, avg: 65, min: 60, min_ts: T0, max: 70, max_ts: T0 + 60_000, ct: 2 }]);
    const first = await dataOf(app, historyCalls.getIotHourlyList, { fid: DEMO_FID, point_ids: [ids.temp, ids.hum], ...firstHours(2), size: 2 }, token);
    expect(first.items.map((i) => [i.t, i.point_id])).toEqual([
      [T0 + H, ids.temp],
      [T0, ids.temp],
    ]);
  });

  it('returns daily rollups by the calendar day in Asia/Shanghai', async () => {
    const r = await dataOf(app, historyCalls.getIotDailyVals, { fid: DEMO_FID, point_ids: [ids.temp], start_day: '2026-03-02', end_day: '2026-03-02' }, token);
    expect(r[0]).toMatchObject({ day: ['2026-03-02'], avg: [18.5], min: [18], max: [19] });
    const both = await dataOf(app, historyCalls.getIotDailyVals, { fid: DEMO_FID, point_ids: [ids.temp], start_day: '2026-03-01', end_day: '2026-03-02' }, token);
    expect(both[0]!.day).toEqual(['2026-03-01', '2026-03-02']);
    expect(both[0]!.avg[0]).toBeCloseTo(22.667, 3);
  });

  it('downsamples long raw ranges into buckets that keep the spike, and returns short ones as they are', async () => {
    const day = await dataOf(app, historyCalls.getIotRawVals, { fid: DEMO_FID, point_ids: [ids.temp], ...firstHours(24) }, token);
    const s = day[0]!;
    expect(s).toMatchObject({ reading_ct: 3000, bucket_s: 60 });
    expect(s.t.length).toBeLessThanOrEqual(1500);
    expect(Math.max(...s.max)).toBe(99);
    expect(s.t.every((t, i) => i === 0 || t > s.t[i - 1]!)).toBe(true);
    const hour = await dataOf(app, historyCalls.getIotRawVals, { fid: DEMO_FID, point_ids: [ids.temp], ...firstHours(1) }, token);
    expect(hour[0]).toMatchObject({ bucket_s: null, reading_ct: 125 });
    expect(hour[0]!.t[1]! - hour[0]!.t[0]!).toBe(28_800);
  });

  it('gives the last 24 hours and the newest reading', async () => {
    const r = await dataOf(app, historyCalls.getIotLast24, { fid: DEMO_FID, point_ids: [ids.temp] }, token);
    expect(r.end - r.start).toBe(24 * H);
    expect(r.series[0]!.latest).toEqual({ ts: T0 + 2999 * 28_800, v: 20.9 });
  });

  it('lists daily extremes with paging, filters and sorting', async () => {
    const base = { start_day: '2026-03-01', end_day: '2026-03-02' };
    const all = await dataOf(app, historyCalls.getIotExtremeList, { fid: DEMO_FID, ...base, size: 2 }, token);
    expect(all.total_ct).toBe(3);
    expect(all.items).toHaveLength(2);
    const temp = await dataOf(app, historyCalls.getIotExtremeList, { fid: DEMO_FID, ...base, point_ids: [ids.temp], sort: 'max_v', order: 'desc' }, token);
    expect(temp.items.map((i) => [i.day, i.max_v, i.min_v])).toEqual([
      ['2026-03-01', 27, 20],
      ['2026-03-02', 19, 18],
    ]);
    expect(temp.items[0]).toMatchObject({ point_name: '空气温度', unit: '°C', area_name: '育苗室', max_ts: T0 - 15 * H + 60_000 });
  });

  it('refuses other factories’ points, switches, unknown points and bad ranges with Chinese messages', async () => {
    const range = firstHours(1);
    // Another factory's point answers exactly like a missing one (no probing of other factories' ids).
    const other = await callOf(app, historyCalls.getIotHourlyVals, { fid: DEMO_FID, point_ids: [ids.other], ...range }, token);
    expect([other.status, other.body.msg]).toEqual([404, `点位 ${ids.other} 不存在或不属于本工厂`]);
    const missing = await callOf(app, historyCalls.getIotHourlyVals, { fid: DEMO_FID, point_ids: [999_999], ...range }, token);
    expect([missing.status, missing.body.msg]).toEqual([404, '点位 999999 不存在或不属于本工厂']);
    const sw = await callOf(app, historyCalls.getIotRawVals, { fid: DEMO_FID, point_ids: [ids.sw], ...range }, token);
    expect([sw.status, sw.body.msg]).toEqual([400, expect.stringContaining('是开关')]);
    const long = await callOf(
      app,
      historyCalls.getIotHourlyVals,
      { fid: DEMO_FID, point_ids: [ids.temp], start: '2025-01-01T00:00:00Z', end: '2026-03-01T00:00:00Z' },
      token,
    );
    expect([long.status, long.body.msg]).toEqual([400, '小时数据的查询范围不能超过 366 天']);
    const raw = await callOf(app, historyCalls.getIotRawVals, { fid: DEMO_FID, point_ids: [ids.temp], start: '2026-01-01T00:00:00Z', end: '2026-03-01T00:00:00Z' }, token);
    expect(raw.body.msg).toContain('31 天');
    const backwards = await callOf(app, historyCalls.getIotHourlyVals, { fid: DEMO_FID, point_ids: [ids.temp], start: range.end, end: range.start }, token);
    expect([backwards.status, backwards.body.msg]).toEqual([400, expect.stringContaining('必须晚于')]);
    const bad = await callRaw(app, historyCalls.getIotDailyVals, { fid: DEMO_FID, point_ids: [ids.temp], start_day: '2026/03/01', end_day: '2026-03-02' }, token);
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining('start_day')]);
  });

  it('lets a grower read history but not export', async () => {
    const range = firstHours(1);
    expect((await callOf(app, historyCalls.getIotHourlyVals, { fid: DEMO_FID, point_ids: [ids.temp], ...range }, grower)).status).toBe(200);
    const r = await callOf(app, historyCalls.createIotExport, { fid: DEMO_FID, point_ids: [ids.temp], ...range, grain: 'raw', format: 'csv' }, grower);
    expect(r.status).toBe(403);
    expect(r.body.msg).toContain('导出物联网数据');
  });

  it('exports raw readings to CSV with a BOM, Chinese headers with units and Shanghai times; the file then expires', async () => {
    const created = await dataOf(
      app,
      historyCalls.createIotExport,
      {
        fid: DEMO_FID,
        point_ids: [ids.temp, ids.hum],
        ...firstHours(24),
        grain: 'raw',
        format: 'csv',
      },
      token,
    );
    const job = await waitExport(created.job_id);
    expect(job).toMatchObject({ state: 'done', progress: 100, rows: 3000 });
    expect(job.file).toMatch(/^[0-9a-f]{32}\.csv$/);
    const res = await app.inject({ method: 'GET', url: pathOf(historyCalls.downloadExportFile, { file: job.file! }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('物联网原始数据'));
    const text = res.body;
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('时间,育苗室网关 空气温度（°C）,育苗室网关 空气湿度（%）');
    expect(lines[1]).toBe('2026-03-01 23:00:00,20,65');
    expect(lines[2]).toBe('2026-03-01 23:00:28,20.1,');
    expect(lines).toHaveLength(3001);
    expect((await app.inject({ method: 'GET', url: pathOf(historyCalls.downloadExportFile, { file: '0123456789abcdef0123456789abcdef.csv' }) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: historyCalls.downloadExportFile.url.replace(':file', '..%2F..%2Fetc%2Fpasswd') })).statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 3500));
    const gone = await app.inject({ method: 'GET', url: pathOf(historyCalls.downloadExportFile, { file: job.file! }) });
    expect([gone.statusCode, gone.json().msg]).toEqual([404, expect.stringContaining('已过期')]);
  });

  it('exports hourly data to Excel with date per row in the factory time zone', async () => {
    const created = await dataOf(app, historyCalls.createIotExport, { fid: DEMO_FID, point_ids: [ids.temp], ...firstHours(2), grain: 'hourly', format: 'xlsx' }, token);
    const job = await waitExport(created.job_id);
    expect(job).toMatchObject({ state: 'done', rows: 2 });
    const res = await app.inject({ method: 'GET', url: pathOf(historyCalls.downloadExportFile, { file: job.file! }) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('小时数据');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '小时',
      '育苗室网关 空气温度 平均（°C）',
      '育苗室网关 空气温度 最小（°C）',
      '育苗室网关 空气温度 最大（°C）',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, '2026-03-01 23:00', 23, 20, 27]);
    expect(sheet.getRow(3).values).toEqual([undefined, '2026-03-02 00:00', 18.5, 18, 19]);
  });
});
