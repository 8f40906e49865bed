import { WEATHER_POLL_MS, getCurrentWeather } from '@pfs/domain/weather';
import { useCall } from '@/lib/call-api';

/** Current weather and the 2-hour rain list (spec §7: every 60 s); a failed poll stays quiet. */
export const useCurrentWeather = (fid: number | undefined, enabled = true) =>
  useCall(getCurrentWeather, { fid: fid!, withRain: true }, { silent: true, enabled: !!fid && enabled, refetchInterval: WEATHER_POLL_MS.now, staleTime: 30_000 });
