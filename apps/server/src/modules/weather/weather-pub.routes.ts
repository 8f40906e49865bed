import { type AnyCall, type CallAnswer } from '@pfs/domain';
import { pubGetCurrentWeather, pubGetDailyForecasts, getFacCrtExtrWarns, getPubFaciWeatherName } from '@pfs/domain/weather';
import { notFound } from '../../lib/app-error.js';
import { routesOf, type CallResult } from '../../lib/route.js';
import type { WeatherService } from './weather.service.js';
import type { IpRateLimit } from '../../lib/ip-rate-limit.js';

/**
 * The screens' public weather calls (no login). Only a published factory answers; any other fid, existing or not,
 * gets the same 404, so the calls reveal nothing about which factories exist.
 */
export const weatherPubRoutes = routesOf('大屏（公开）', (calls, { weather, limit }: { weather: WeatherService; limit: IpRateLimit }, app) => {
  app.addHook('onRequest', limit.hook());
  const screenCall = <C extends AnyCall>(call: C, read: (fid: number) => Promise<CallAnswer<C>>) =>
    calls.serve(call, async ({ fid }) => {
      if (!(await weather.isPublished(fid))) throw notFound('大屏不存在或未发布');
      // The generic C leaves the handler's result type unresolved here; read's own type already ties it to data.
      return (await read(fid)) as CallResult<C['data']>;
    });

  screenCall(getPubFaciWeatherName, async (fid) => {
    const { place, name } = await weather.place(fid);
    return { name, loc: place?.location ?? '' };
  });
  screenCall(pubGetCurrentWeather, (fid) => weather.current(fid, true));
  screenCall(pubGetDailyForecasts, (fid) => weather.daily(fid));
  screenCall(getFacCrtExtrWarns, (fid) => weather.currentWarnings(fid));
});
