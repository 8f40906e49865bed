import {
  delWeatherWarnCfg,
  getCurrentWeather,
  getDailyForecasts,
  getRainHistory,
  rainRawList,
  getWeatherWarnCfgList,
  getWeatherWarnings,
  getWtHourlyForecast,
  saveWeatherWarnCfg,
  wtDailyHistoryList,
  wtHourlyHistoryList,
} from '@pfs/domain/weather';
import { routesOf } from '../../lib/route.js';
import type { WeatherService } from './weather.service.js';
import type { WeatherHistoryService } from './weather-history.service.js';
import type { WeatherCfgService } from './weather-cfg.service.js';

type Deps = { weather: WeatherService; weatherHistory: WeatherHistoryService; weatherCfg: WeatherCfgService };

/** The top bar's weather (any member) and the 天气 pages under /iot (iot.list; thresholds cfg.iot.edit). */
export const weatherRoutes = routesOf('天气', (calls, { weather, weatherHistory, weatherCfg }: Deps) => {
  calls.serve(getCurrentWeather, ({ fid, withRain }) => weather.current(fid, withRain));
  calls.serve(getDailyForecasts, ({ fid }) => weather.daily(fid));

  // 逐小时 and 逐日 history and the raw rain readings: lists, each with its Excel export of the same rows.
  calls.serveList(wtHourlyHistoryList, ({ fid, ...r }) => weatherHistory.hourly(fid, r));
  calls.serveList(wtDailyHistoryList, ({ fid, ...r }) => weatherHistory.daily(fid, r));
  calls.serveList(rainRawList, ({ fid, ...f }) => weatherHistory.raw(fid, f));
  calls.serve(getWtHourlyForecast, ({ fid }) => weather.hourly(fid));
  calls.serve(getRainHistory, ({ fid, ...r }) => weatherHistory.rain(fid, r));

  calls.serve(getWeatherWarnings, ({ fid }) => weather.currentWarnings(fid));
  calls.serve(getWeatherWarnCfgList, ({ fid }) => weatherCfg.list(fid));
  calls.serve(saveWeatherWarnCfg, (body) => weatherCfg.save(body));
  calls.serve(delWeatherWarnCfg, ({ fid, cfg_id }) => weatherCfg.remove(fid, cfg_id));
});
