import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyCall, type CallBody } from '@pfs/domain';
import { getFacAlarmlogList } from '@pfs/domain/alarm';
import {
  exportWtHourlyHistory,
  delWeatherWarnCfg,
  exportRainRawList,
  getCurrentWeather,
  getDailyForecasts,
  getFacCrtExtrWarns,
  getRainHistory,
  getRainRawList,
  getWeatherWarnCfgList,
  getWeatherWarnings,
  getWtDailyHistory,
  getWtHourlyForecast,
  getWtHourlyHistory,
  pubGetCurrentWeather,
  saveWeatherWarnCfg,
  type WarnCfg,
} from '@pfs/domain/weather';
import { screenCfgTable } from '../src/modules/screen/screen.table.js';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, callRaw, createTestApp, dataOf, login, type TestApp } from './test-app.js';

let app: TestApp;
let demo: string;
let grower: string;
/** A call for the demo factory: the body without its fid. */
type DemoBody<C extends AnyCall> = Omit<CallBody<C>, 'fid'>;
const post = <C extends AnyCall>(def: C, body: DemoBody<C>, token = demo) => callOf(app, def, { fid: DEMO_FID, ...body } as CallBody<C>, token);
const data = <C extends AnyCall>(def: C, body: DemoBody<C>, token = demo) => dataOf(app, def, { fid: DEMO_FID, ...body } as CallBody<C>, token);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.uniNo, DEMO.password);
  grower = await login(app, GROWER.uniNo, GROWER.password);
  // Two days of observations, as the scheduler leaves them after a restart (it fills the missed hours).
  await app.services.weatherScheduler.observe(DEMO_FID);
  await app.services.weatherScheduler.observe(NURSERY_FID);
});
afterAll(() => app.stop());

describe('top-bar weather', () => {
  it('answers current weather and the 5-minute rain list from the built-in model', async () => {
    const d = await data(getCurrentWeather, { withRain: true }, grower);
    expect(d.src).toBe('model');
    expect(d.stale).toBe(false);
    expect(d.weather!.temp).toBeGreaterThan(-20);
    expect(d.weather!.windDir).toMatch(/[东南西北]/);
    expect(d.rain_list).toHaveLength(24);
    expect(d.rain_summ_text).toMatch(/降水|雨/);
  });

  it('answers seven daily forecasts with sun and moon', async () => {
    const d = await data(getDailyForecasts, {}, grower);
    expect(d.forecasts).toHaveLength(7);
    expect(d.forecasts[0]!.fxDate).toBe(today());
    expect(d.forecasts[0]!.sunrise).toMatch(/^0[4-7]:\d\d$/);
    expect(d.forecasts[0]!.moonPhaseIcon).toMatch(/^80[0-7]$/);
  });

  it('refuses a factory the user is not a member of, and no session', async () => {
    expect((await callOf(app, getCurrentWeather, { fid: NURSERY_FID }, grower)).status).toBe(403);
    expect((await callOf(app, getCurrentWeather, { fid: DEMO_FID })).body.code).toBe(50014);
  });
});

describe('weather pages', () => {
  it('lists hourly history with wind in 16 points, and daily rollups', async () => {
    const { items } = await data(getWtHourlyHistory, { start_day: daysAgo(1), end_day: today() }, grower);
    expect(items.length).toBeGreaterThan(24);
    expect(items[1]!.t - items[0]!.t).toBe(3_600_000);
    const days = (await data(getWtDailyHistory, { start_day: daysAgo(1), end_day: today() }, grower)).items;
    expect(days.map((x) => x.day)).toEqual([daysAgo(1), today()]);
    expect(days[0]!.temp_max).toBeGreaterThanOrEqual(days[0]!.temp_min);
  });

  it('rejects reversed and too long ranges with a clear message', async () => {
    const rev = await post(getWtHourlyHistory, { start_day: today(), end_day: daysAgo(3) });
    expect([rev.status, rev.body.msg]).toEqual([400, '结束日期不能早于开始日期']);
    const long = await post(getWtHourlyHistory, { start_day: daysAgo(40), end_day: today() });
    expect([long.status, long.body.msg]).toEqual([400, '查询范围最多 31 天']);
    expect((await callRaw(app, getRainHistory, { fid: DEMO_FID, start_day: 'x', end_day: today() }, demo)).status).toBe(400);
  });

  it('sums rain by day and by hour with grades, and pages the raw hours', async () => {
    const day = await data(getRainHistory, { start_day: daysAgo(1), end_day: today(), grain: 'day' });
    expect(day.items).toHaveLength(2);
    const hour = await data(getRainHistory, { start_day: daysAgo(1), end_day: today(), grain: 'hour' });
    expect(hour.items.length).toBeGreaterThan(24);
    expect(hour.total).toBeCloseTo(day.total, 0);
    const page = await data(getRainRawList, { start: `${daysAgo(1)}T00:00:00+08:00`, end: new Date(Date.now() + 3_600_000).toISOString(), page: 1, size: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.total_ct).toBe(hour.items.length);
    // The export writes exactly the rows the list shows under the same filter.
    const range = { start: `${daysAgo(1)}T00:00:00+08:00`, end: new Date().toISOString(), only_wet: false };
    const shown = await data(getRainRawList, { ...range, page: 1, size: 200 });
    const file = await data(exportRainRawList, range);
    expect(file).toMatchObject({ rows: shown.total_ct, file_name: expect.stringMatching(/^降水原始数据_\d{8}\.xlsx$/) });
    expect(file.rows).toBeGreaterThan(20);
    const hourly = await data(getWtHourlyHistory, { start_day: daysAgo(1), end_day: today() });
    const hourlyFile = await data(exportWtHourlyHistory, { start_day: daysAgo(1), end_day: today() });
    expect(hourlyFile).toMatchObject({ rows: hourly.items.length, file_name: expect.stringMatching(/^逐小时历史天气_\d{8}\.xlsx$/) });
  });

  it('forecasts 72 hours ahead', async () => {
    const f = await data(getWtHourlyForecast, {}, grower);
    expect(f.hours).toHaveLength(72);
    expect(f.days).toHaveLength(7);
  });

  it('keeps other factories apart', async () => {
    expect((await callOf(app, getWtDailyHistory, { fid: NURSERY_FID, start_day: today(), end_day: today() }, grower)).status).toBe(403);
  });
});

describe('warnings', () => {
  let cfg: WarnCfg;

  it('lets only cfg.iot.edit configure thresholds, with clear messages', async () => {
    const body = { title: '大风', warn_type: 'wind_scale', warn_val: 1 } as const;
    expect((await post(saveWeatherWarnCfg, body, grower)).status).toBe(403);
    const bad = await post(saveWeatherWarnCfg, { ...body, warn_val: 13 });
    expect([bad.status, bad.body.msg]).toEqual([400, '参数 warn_val：风力预警阈值须为 1–12 级的整数']);
    const r = await post(saveWeatherWarnCfg, body);
    expect([r.status, r.body.msg]).toEqual([200, '预警设置已保存']);
    cfg = r.body.data!;
  });

  it('raises a warning and an alarm when the current wind reaches the threshold', async () => {
    const now = (await data(getCurrentWeather, {})).weather!;
    const w = await data(getWeatherWarnings, {}, grower);
    if (now.windScale >= 1) {
      expect(w.items.find((x) => x.current)).toMatchObject({ cfg_id: cfg.cfg_id, warn_type: 'wind_scale', warn_val: 1 });
      const alarms = await post(getFacAlarmlogList, { status: 'valid', page: 1, size: 50 });
      const items = (alarms.body.data as { items: { source_type: string; source_id: number; title: string }[] }).items;
      expect(items.find((a) => a.source_type === 'weather' && a.source_id === cfg.cfg_id)?.title).toMatch(/^大风：大风 \d+级/);
    }
  });

  it('404s another factory’s threshold and clears the alarm on delete', async () => {
    expect((await callOf(app, delWeatherWarnCfg, { fid: NURSERY_FID, cfg_id: cfg.cfg_id }, demo)).status).toBe(404);
    expect((await post(delWeatherWarnCfg, { cfg_id: cfg.cfg_id })).body.msg).toBe('预警设置已删除');
    const alarms = await post(getFacAlarmlogList, { status: 'valid', page: 1, size: 50 });
    expect((alarms.body.data as { items: { source_type: string }[] }).items.filter((a) => a.source_type === 'weather')).toHaveLength(0);
    expect((await data(getWeatherWarnCfgList, {})).items).toHaveLength(0);
  });
});

describe('public screen weather', () => {
  it('answers only for a factory with a published screen, the same 404 otherwise', async () => {
    await app.dbHandle.db
      .insert(screenCfgTable)
      .values({ fid: DEMO_FID, variant: 'default', published: true, isMain: true, cfg: {} as never })
      .onConflictDoNothing();
    const ok = await callOf(app, getFacCrtExtrWarns, { fid: DEMO_FID });
    expect(ok.status).toBe(200);
    expect((await dataOf(app, pubGetCurrentWeather, { fid: DEMO_FID })).weather).not.toBeNull();
    const a = await callOf(app, getFacCrtExtrWarns, { fid: NURSERY_FID });
    const b = await callOf(app, getFacCrtExtrWarns, { fid: 99_999 });
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.body.msg).toBe(b.body.msg);
  });
});
