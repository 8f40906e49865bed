import { z } from 'zod';
import { facBodySchema, fidSchema } from '../api/envelope.js';
import { daySchema, decimalSchema, idSchema, instantSchema, textSchema } from '../api/fields.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';
import { WARN_TYPES } from './warnings.js';

/**
 * Calls of the weather dropdown (top bar), 天气 pages under /iot (iot.list; warning settings cfg.iot.edit) and the
 * public weather calls of the screens. Times in series are ms since epoch; days are calendar days in the
 * factory's zone. Field names of the current weather and daily forecasts follow QWeather's, as spec §3 names them.
 */

/** Spec §9: the top bar polls the current weather every 60 s and the forecasts every 10 minutes. */
export const WEATHER_POLL_MS = { now: 60_000, forecast: 600_000 } as const;
/** Spec §9: the top-bar rain chart, 820×100, y 0–7 labelled 小 (1), 中 (4), 大 (7). */
export const RAIN_CHART = { width: 820, height: 100, yMax: 7, labels: { 1: '小', 4: '中', 7: '大' } as Record<number, string>, empty: '未来无降水' } as const;
export const WEATHER_LIMITS = { hourlyDaysMax: 31, dailyDaysMax: 366, forecastHours: 72, forecastDays: 7 } as const;
export const WEATHER_SOURCES = ['model', 'qweather'] as const;
export const WEATHER_SOURCE_LABELS: Record<(typeof WEATHER_SOURCES)[number], string> = { model: '内置气象模型', qweather: '和风天气' };

export const weatherNowSchema = z.object({
  icon: z.string(),
  text: z.string(),
  temp: z.number(),
  humidity: z.number(),
  windDir: z.string(),
  windScale: z.number(),
  windSpeed: z.number(),
  wind360: z.number(),
  pressure: z.number(),
  feelsLike: z.number(),
  vis: z.number(),
  precip: z.number(),
  /** ISO 8601. */
  obsTime: z.string(),
  src: z.enum(WEATHER_SOURCES),
});
export type WeatherNow = z.infer<typeof weatherNowSchema>;

export const dailyForecastSchema = z.object({
  fxDate: z.string(),
  tempMax: z.number(), tempMin: z.number(),
  iconDay: z.string(), textDay: z.string(), iconNight: z.string(), textNight: z.string(),
  windDirDay: z.string(), windScaleDay: z.number(),
  humidity: z.number(), precip: z.number(), pressure: z.number(),
  sunrise: z.string(), sunset: z.string(), moonPhase: z.string(), moonPhaseIcon: z.string(),
});
export type DailyForecast = z.infer<typeof dailyForecastSchema>;

/** Rain rate every 5 minutes, mm/h. */
export const rainItemSchema = z.object({ fx_time: z.number(), precip_h: z.number() });
export type RainItem = z.infer<typeof rainItemSchema>;

/** One hour, observed or forecast. */
export const weatherHourSchema = z.object({
  t: z.number(),
  icon: z.string(), text: z.string(),
  temp: z.number(), feels_like: z.number(), humidity: z.number(), precip: z.number(),
  wind_360: z.number(), wind_dir: z.string(), wind_scale: z.number(), wind_speed: z.number(),
  pressure: z.number(), vis: z.number(),
  src: z.enum(WEATHER_SOURCES),
});
export type WeatherHour = z.infer<typeof weatherHourSchema>;

/** Freshness: stale when the provider failed and the last values are shown. */
const freshness = { src: z.enum(WEATHER_SOURCES), stale: z.boolean(), updated_at: z.string().nullable() };

// ---- top bar ----
export const currentWeatherBodySchema = z.object({ fid: fidSchema, withRain: z.boolean({ error: 'withRain 必须是 true 或 false' }).default(true) });
export const currentWeatherSchema = z.object({
  weather: weatherNowSchema.nullable(),
  rain_summ_text: z.string(),
  rain_list: z.array(rainItemSchema),
  ...freshness,
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

export const dailyForecastsBodySchema = z.object({ fid: fidSchema, loc: textSchema('位置 loc', 64).optional() });
export const dailyForecastsSchema = z.object({ forecasts: z.array(dailyForecastSchema), ...freshness });
export type DailyForecasts = z.infer<typeof dailyForecastsSchema>;

// ---- history and forecast pages ----
const dayRange = { start_day: daySchema('开始日期', 'start_day'), end_day: daySchema('结束日期', 'end_day') };
export const weatherDayRangeBodySchema = z.object({ fid: fidSchema, ...dayRange });
export type WeatherDayRangeBody = z.infer<typeof weatherDayRangeBodySchema>;

export const weatherHourlyHistorySchema = z.object({ items: z.array(weatherHourSchema) });

export const weatherDaySchema = z.object({
  day: z.string(),
  temp_max: z.number(), temp_min: z.number(), temp_avg: z.number(),
  humidity: z.number(), precip: z.number(),
  /** Rain grade by the 24 h table (null: no rain). */
  rain_grade: z.number().nullable(), rain_grade_name: z.string(),
  wind_scale_max: z.number(), wind_dir: z.string(),
  pressure: z.number(), text: z.string(), hours: z.number(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;
export const weatherDailyHistorySchema = z.object({ items: z.array(weatherDaySchema) });

export const hourlyForecastBodySchema = facBodySchema;
export const hourlyForecastSchema = z.object({ hours: z.array(weatherHourSchema), days: z.array(dailyForecastSchema), ...freshness });
export type HourlyForecast = z.infer<typeof hourlyForecastSchema>;

export const RAIN_GRAINS = ['hour', 'day'] as const;
export const rainHistoryBodySchema = weatherDayRangeBodySchema.extend({
  grain: z.enum(RAIN_GRAINS, { error: '统计粒度 grain 只能是 hour 或 day' }).default('day'),
});
export const rainBucketSchema = z.object({ t: z.number(), label: z.string(), precip: z.number(), grade: z.number().nullable(), grade_name: z.string() });
export type RainBucket = z.infer<typeof rainBucketSchema>;
export const rainHistorySchema = z.object({
  items: z.array(rainBucketSchema),
  total: z.number(), wet_ct: z.number(),
  by_grade: z.array(z.object({ grade: z.number(), name: z.string(), ct: z.number() })),
});
export type RainHistory = z.infer<typeof rainHistorySchema>;

/** The filters of 降水原始数据 (its list in weather-lists.ts adds page and size). */
export const rainRawFilterSchema = z.object({
  fid: fidSchema,
  start: instantSchema('开始时间', 'start'),
  end: instantSchema('结束时间', 'end'),
  only_wet: z.boolean({ error: 'only_wet 必须是 true 或 false' }).default(false),
  order: z.enum(['asc', 'desc'], { error: '排序方向 order 只能是 asc 或 desc' }).default('desc'),
});
export const rainRawItemSchema = z.object({ t: z.number(), precip: z.number(), grade_name: z.string(), src: z.enum(WEATHER_SOURCES) });
export type RainRawItem = z.infer<typeof rainRawItemSchema>;

// ---- warnings ----
export const warnTypeSchema = z.enum(WARN_TYPES, { error: '预警类型 warn_type 只能是 wind_scale（风力）或 rainfall（降雨）' });
export const warnCfgSchema = z.object({
  cfg_id: z.number(),
  title: z.string(),
  warn_type: warnTypeSchema,
  warn_val: z.number(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type WarnCfg = z.infer<typeof warnCfgSchema>;

export const saveWarnCfgBodySchema = z
  .object({
    fid: fidSchema,
    cfg_id: idSchema('预警设置编号', 'cfg_id').optional(),
    title: textSchema('预警名称', 32, { min: 1 }),
    warn_type: warnTypeSchema,
    warn_val: decimalSchema('预警阈值 warn_val', { min: 0, max: 500, scale: 1 }),
    enabled: z.boolean({ error: 'enabled 必须是 true 或 false' }).default(true),
  })
  .superRefine((b, ctx) => {
    if (b.warn_type === 'wind_scale' && (!Number.isInteger(b.warn_val) || b.warn_val < 1 || b.warn_val > 12))
      ctx.addIssue({ code: 'custom', path: ['warn_val'], message: '风力预警阈值须为 1–12 级的整数' });
    if (b.warn_type === 'rainfall' && !(b.warn_val >= 0.1)) ctx.addIssue({ code: 'custom', path: ['warn_val'], message: '降雨预警阈值须不小于 0.1 mm/h' });
  });
export type SaveWarnCfgBody = z.infer<typeof saveWarnCfgBodySchema>;
export const warnCfgRefBodySchema = z.object({ fid: fidSchema, cfg_id: idSchema('预警设置编号', 'cfg_id') });
export const warnCfgListSchema = z.object({ items: z.array(warnCfgSchema) });

/** Spec §3: dates as objects with a $date value (ISO 8601). */
const mongoDateSchema = z.object({ $date: z.string() });
export const weatherWarningSchema = z.object({
  cfg_id: z.number(),
  title: z.string(),
  warn_type: warnTypeSchema,
  /** The threshold. */
  warn_val: z.number(),
  /** The highest value in the warning's span. */
  peak_val: z.number(),
  dt_start: mongoDateSchema,
  dt_end: mongoDateSchema,
  /** In force now (otherwise forecast). */
  current: z.boolean(),
});
export type WeatherWarning = z.infer<typeof weatherWarningSchema>;
export const weatherWarningsSchema = z.object({ items: z.array(weatherWarningSchema), ...freshness });
export type WeatherWarnings = z.infer<typeof weatherWarningsSchema>;

// ---- public (screens) ----
export const pubFacBodySchema = facBodySchema;
export const pubWeatherNameSchema = z.object({ name: z.string(), loc: z.string() });

// ---- calls ----

/** The top bar's weather (any member) and the 天气 pages under /iot (iot.list; thresholds cfg.iot.edit). */
const { list, edit } = pageCallsOf('天气', ['iot.list', 'cfg.iot.edit']);
const member = callsAs('天气', callAccess.member);
export const getCurrentWeather = member.post('/api/get_current_weather', { summary: '顶栏：当前天气与未来两小时降水（每 5 分钟一个值，mm/h）', body: currentWeatherBodySchema, data: currentWeatherSchema });
export const getDailyForecasts = member.post('/api/get_daily_forecasts', { summary: '顶栏：未来 7 天逐日预报（含日出日落、月相）', body: dailyForecastsBodySchema, data: dailyForecastsSchema });

// 逐小时 and 逐日 history and the raw rain readings are lists with an export: weather-lists.ts.
export const getWtHourlyForecast = list.post('/api/get_wt_hourly_forecast', { summary: '未来 72 小时逐小时预报与 7 天逐日预报', body: hourlyForecastBodySchema, data: hourlyForecastSchema });
export const getRainHistory = list.post('/api/get_rain_history', { summary: '降水历史：按小时（1 小时等级）或按日（24 小时等级）', body: rainHistoryBodySchema, data: rainHistorySchema });
export const getWeatherWarnings = list.post('/api/get_weather_warnings', { summary: '当前与未来 24 小时的大风、降雨预警', body: facBodySchema, data: weatherWarningsSchema });
export const getWeatherWarnCfgList = list.post('/api/get_weather_warn_cfg_list', { summary: '大风、降雨预警设置', body: facBodySchema, data: warnCfgListSchema });
export const saveWeatherWarnCfg = edit.post('/api/save_weather_warn_cfg', { summary: '新建或修改预警设置（立即按当前天气评估并产生或解除告警）', body: saveWarnCfgBodySchema, data: warnCfgSchema, msg: '预警设置已保存' });
export const delWeatherWarnCfg = edit.post('/api/del_weather_warn_cfg', { summary: '删除预警设置（其告警随之关闭）', body: warnCfgRefBodySchema, data: null, msg: '预警设置已删除' });

/**
 * The screens' public weather calls (no login). Only a published factory answers; any other fid, existing or not,
 * gets the same 404, so the calls reveal nothing about which factories exist.
 */
const pub = callsAs('大屏（公开）', callAccess.public);
const pubOf = <D extends z.ZodType>(url: `/api/pub/${string}`, summary: string, data: D) => pub.post(url, { summary, body: pubFacBodySchema, data });
export const getPubFaciWeatherName = pubOf('/api/pub/get_pub_faci_weather_name', '大屏：天气所属地名', pubWeatherNameSchema);
// pubGet…: the plain names are the top bar's calls at the same path without /pub.
export const pubGetCurrentWeather = pubOf('/api/pub/get_current_weather', '大屏：当前天气与两小时降水', currentWeatherSchema);
export const pubGetDailyForecasts = pubOf('/api/pub/get_daily_forecasts', '大屏：7 天逐日预报', dailyForecastsSchema);
export const getFacCrtExtrWarns = pubOf('/api/pub/get_fac_crt_extr_warns', '大屏：当前与未来 24 小时的极端天气预警', weatherWarningsSchema);
