import {
  currentWeatherBodySchema,
  currentWeatherSchema,
  dailyForecastsBodySchema,
  dailyForecastsSchema,
  exportRainRawBodySchema,
  hourlyForecastSchema,
  rainHistoryBodySchema,
  rainHistorySchema,
  rainRawListBodySchema,
  rainRawPageSchema,
  saveWarnCfgBodySchema,
  warnCfgListSchema,
  warnCfgRefBodySchema,
  warnCfgSchema,
  weatherDailyHistorySchema,
  weatherDayRangeBodySchema,
  weatherHourlyHistorySchema,
  weatherWarningsSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf } from '../../lib/route.js';
import type { WeatherService } from './weather.service.js';
import type { WeatherHistoryService } from './weather-history.service.js';
import type { WeatherCfgService } from './weather-cfg.service.js';

type Deps = { weather: WeatherService; weatherHistory: WeatherHistoryService; weatherCfg: WeatherCfgService };

/** The top bar's weather (any member) and the 天气 pages under /iot (iot.list; thresholds cfg.iot.edit). */
export const weatherRoutes = pageRoutesOf('天气', ['iot.list', 'cfg.iot.edit'], ({ list, edit, ...calls }, { weather, weatherHistory, weatherCfg }: Deps) => {
  calls.post(
    '/api/get_current_weather',
    { access: access.member, summary: '顶栏：当前天气与未来两小时降水（每 5 分钟一个值，mm/h）', body: currentWeatherBodySchema, data: currentWeatherSchema },
    ({ fid, withRain }) => weather.current(fid, withRain),
  );
  calls.post(
    '/api/get_daily_forecasts',
    { access: access.member, summary: '顶栏：未来 7 天逐日预报（含日出日落、月相）', body: dailyForecastsBodySchema, data: dailyForecastsSchema },
    ({ fid }) => weather.daily(fid),
  );

  // 逐小时 and 逐日 history: a day range to view, or to export to Excel.
  const dayRange = { body: weatherDayRangeBodySchema };
  list.post('/api/get_wt_hourly_history', { ...dayRange, summary: '逐小时历史天气（最多 31 天）', data: weatherHourlyHistorySchema }, ({ fid, ...r }) =>
    weatherHistory.hourly(fid, r),
  );
  list.export('/api/export_wt_hourly_history', { ...dayRange, summary: '导出逐小时历史天气（Excel）' }, ({ fid, ...r }, uid) =>
    weatherHistory.exportHourly(fid, uid, r),
  );
  list.post('/api/get_wt_daily_history', { ...dayRange, summary: '逐日历史天气（最多 366 天）', data: weatherDailyHistorySchema }, ({ fid, ...r }) =>
    weatherHistory.daily(fid, r),
  );
  list.export('/api/export_wt_daily_history', { ...dayRange, summary: '导出逐日历史天气（Excel）' }, ({ fid, ...r }, uid) =>
    weatherHistory.exportDaily(fid, uid, r),
  );
  list.factory('/api/get_wt_hourly_forecast', { summary: '未来 72 小时逐小时预报与 7 天逐日预报', data: hourlyForecastSchema }, (fid) => weather.hourly(fid));
  list.post(
    '/api/get_rain_history',
    { summary: '降水历史：按小时（1 小时等级）或按日（24 小时等级）', body: rainHistoryBodySchema, data: rainHistorySchema },
    ({ fid, ...r }) => weatherHistory.rain(fid, r),
  );
  list.post('/api/get_rain_raw_list', { summary: '降水原始数据（每小时观测）', body: rainRawListBodySchema, data: rainRawPageSchema }, ({ fid, ...f }) =>
    weatherHistory.raw(fid, f),
  );
  list.export('/api/export_rain_raw_list', { summary: '导出降水原始数据（Excel）', body: exportRainRawBodySchema }, ({ fid, ...f }, uid) =>
    weatherHistory.exportRaw(fid, uid, f),
  );

  list.factory('/api/get_weather_warnings', { summary: '当前与未来 24 小时的大风、降雨预警', data: weatherWarningsSchema }, (fid) =>
    weather.currentWarnings(fid),
  );
  list.factory('/api/get_weather_warn_cfg_list', { summary: '大风、降雨预警设置', data: warnCfgListSchema }, (fid) => weatherCfg.list(fid));
  edit.post(
    '/api/save_weather_warn_cfg',
    {
      summary: '新建或修改预警设置（立即按当前天气评估并产生或解除告警）',
      body: saveWarnCfgBodySchema,
      data: warnCfgSchema,
      msg: '预警设置已保存',
    },
    (body) => weatherCfg.save(body),
  );
  edit.post(
    '/api/del_weather_warn_cfg',
    { summary: '删除预警设置（其告警随之关闭）', body: warnCfgRefBodySchema, data: null, msg: '预警设置已删除' },
    ({ fid, cfg_id }) => weatherCfg.remove(fid, cfg_id),
  );
});
