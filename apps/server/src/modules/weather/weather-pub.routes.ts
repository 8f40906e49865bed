import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentWeatherSchema, dailyForecastsSchema, pubFacBodySchema, pubWeatherNameSchema, weatherWarningsSchema } from '@pfs/domain';
import { notFound } from '../../lib/app-error.js';
import { access } from '../../plugins/access.js';
import { callsOf } from '../../lib/route.js';
import type { WeatherService } from './weather.service.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';

/**
 * The screens' public weather calls (no login). Only a published factory answers; any other fid, existing or not,
 * gets the same 404, so the calls reveal nothing about which factories exist.
 */
export const weatherPubRoutes: FastifyPluginAsyncZod<{ weather: WeatherService; limit: IpRateLimit }> = async (app, { weather, limit }) => {
  app.addHook('onRequest', limit.hook());
  const calls = callsOf(app, '大屏（公开）');
  const published = async (fid: number) => {
    if (!(await weather.isPublished(fid))) throw notFound('大屏不存在或未发布');
  };

  calls.post(
    '/api/pub/get_pub_faci_weather_name',
    { access: access.public, summary: '大屏：天气所属地名', body: pubFacBodySchema, data: pubWeatherNameSchema },
    async ({ fid }) => {
      await published(fid);
      const { place, name } = await weather.place(fid);
      return { name, loc: place?.location ?? '' };
    },
  );
  calls.post(
    '/api/pub/get_current_weather',
    { access: access.public, summary: '大屏：当前天气与两小时降水', body: pubFacBodySchema, data: currentWeatherSchema },
    async ({ fid }) => {
      await published(fid);
      return weather.current(fid, true);
    },
  );
  calls.post(
    '/api/pub/get_daily_forecasts',
    { access: access.public, summary: '大屏：7 天逐日预报', body: pubFacBodySchema, data: dailyForecastsSchema },
    async ({ fid }) => {
      await published(fid);
      return weather.daily(fid);
    },
  );
  calls.post(
    '/api/pub/get_fac_crt_extr_warns',
    { access: access.public, summary: '大屏：当前与未来 24 小时的极端天气预警', body: pubFacBodySchema, data: weatherWarningsSchema },
    async ({ fid }) => {
      await published(fid);
      return weather.currentWarnings(fid);
    },
  );
};
