import type { z } from 'zod';
import { currentWeatherSchema, dailyForecastsSchema, pubFacBodySchema, pubWeatherNameSchema, weatherWarningsSchema } from '@pfs/domain';
import { notFound } from '../../lib/app-error.js';
import { access } from '../../plugins/access.js';
import { routesOf, type CallResult } from '../../lib/route.js';
import type { WeatherService } from './weather.service.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';

/**
 * The screens' public weather calls (no login). Only a published factory answers; any other fid, existing or not,
 * gets the same 404, so the calls reveal nothing about which factories exist.
 */
export const weatherPubRoutes = routesOf('大屏（公开）', (calls, { weather, limit }: { weather: WeatherService; limit: IpRateLimit }, app) => {
  app.addHook('onRequest', limit.hook());
  const screenCall = <D extends z.ZodType>(url: string, summary: string, data: D, read: (fid: number) => Promise<z.input<D>>) =>
    calls.post(url, { access: access.public, summary, body: pubFacBodySchema, data }, async ({ fid }) => {
      if (!(await weather.isPublished(fid))) throw notFound('大屏不存在或未发布');
      // The generic D leaves CallResult<D> unresolved here; read's own type already ties it to data.
      return (await read(fid)) as CallResult<D>;
    });

  screenCall('/api/pub/get_pub_faci_weather_name', '大屏：天气所属地名', pubWeatherNameSchema, async (fid) => {
    const { place, name } = await weather.place(fid);
    return { name, loc: place?.location ?? '' };
  });
  screenCall('/api/pub/get_current_weather', '大屏：当前天气与两小时降水', currentWeatherSchema, (fid) => weather.current(fid, true));
  screenCall('/api/pub/get_daily_forecasts', '大屏：7 天逐日预报', dailyForecastsSchema, (fid) => weather.daily(fid));
  screenCall('/api/pub/get_fac_crt_extr_warns', '大屏：当前与未来 24 小时的极端天气预警', weatherWarningsSchema, (fid) => weather.currentWarnings(fid));
});
