import { WEATHER_POLL_MS, getWtHourlyForecast } from '@pfs/domain/weather';
import { useCall } from '@/lib/call-api';

/** The next 72 hours and 7 days. */
export const useWtHourlyForecast = (fid: number | undefined) =>
  useCall(getWtHourlyForecast, { fid: fid! }, { enabled: !!fid, refetchInterval: WEATHER_POLL_MS.forecast });
