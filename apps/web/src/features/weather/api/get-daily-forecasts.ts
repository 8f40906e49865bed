import { WEATHER_POLL_MS, getDailyForecasts } from '@pfs/domain/weather';
import { useCall } from '@/lib/call-api';

/** 7 daily forecasts (spec §7: every 10 minutes); a failed poll stays quiet. */
export const useDailyForecasts = (fid: number | undefined, enabled = true) =>
  useCall(getDailyForecasts, { fid: fid! }, { silent: true, enabled: !!fid && enabled, refetchInterval: WEATHER_POLL_MS.forecast, staleTime: 300_000 });
