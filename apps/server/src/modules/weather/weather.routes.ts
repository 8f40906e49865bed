import {
  delWeatherWarnCfg,
  exportRainRawList,
  exportWtDailyHistory,
  exportWtHourlyHistory,
  getCurrentWeather,
  getDailyForecasts,
  getRainHistory,
  getRainRawList,
  getWeatherWarnCfgList,
  getWeatherWarnings,
  getWtDailyHistory,
  getWtHourlyForecast,
  getWtHourlyHistory,
  saveWeatherWarnCfg,
} from '@pfs/domain';
import { routesOf } from '../../lib/route.js';
import type { WeatherService } from './weather.service.js';
import type { WeatherHistoryService } from './weather-history.service.js';
import type { WeatherCfgService } from './weather-cfg.service.js';

type Deps = { weather: WeatherService; weatherHistory: WeatherHistoryService; weatherCfg: WeatherCfgService };

/** The top bar's weather (any member) and the 天气 pages under /iot (iot.list; thresholds cfg.iot.edit). */
export const weatherRoutes = routesOf('天气', (calls, { weather, weatherHistory, weatherCfg }: Deps) => {
  calls.serve(getCurrentWeather, ({ fid, withRain }) => weather.current(fid, withRain));
  calls.serve(getDailyForecasts, ({ fid }) => weather.daily(fid));

  // 逐小时 and 逐日 history: a day range to view, or to export to Excel (made for the caller).
  calls.serve(getWtHourlyHistory, ({ fid, ...r }) => weatherHistory.hourly(fid, r));
  calls.serve(exportWtHourlyHistory, ({ fid, ...r }, req) => weatherHistory.exportHourly(fid, req.auth!.uid, r));
  calls.serve(getWtDailyHistory, ({ fid, ...r }) => weatherHistory.daily(fid, r));
  calls.serve(exportWtDailyHistory, ({ fid, ...r }, req) => weatherHistory.exportDaily(fid, req.auth!.uid, r));
  calls.serve(getWtHourlyForecast, ({ fid }) => weather.hourly(fid));
  calls.serve(getRainHistory, ({ fid, ...r }) => weatherHistory.rain(fid, r));
  calls.serve(getRainRawList, ({ fid, ...f }) => weatherHistory.raw(fid, f));
  calls.serve(exportRainRawList, ({ fid, ...f }, req) => weatherHistory.exportRaw(fid, req.auth!.uid, f));

  calls.serve(getWeatherWarnings, ({ fid }) => weather.currentWarnings(fid));
  calls.serve(getWeatherWarnCfgList, ({ fid }) => weatherCfg.list(fid));
  calls.serve(saveWeatherWarnCfg, (body) => weatherCfg.save(body));
  calls.serve(delWeatherWarnCfg, ({ fid, cfg_id }) => weatherCfg.remove(fid, cfg_id));
});
