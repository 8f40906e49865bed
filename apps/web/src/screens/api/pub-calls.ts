import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  SCREEN_LIVE_POLL_MS,
  type currentWeatherSchema,
  type dailyForecastsSchema,
  type screenActLogSchema,
  type screenCamerasSchema,
  type screenCropStatsSchema,
  type screenDefSchema,
  type screenFacInfoSchema,
  type screenFacNameSchema,
  type screenInfoSchema,
  type screenIotSummarySchema,
  type screenPicSchema,
  type screenSensorSchema,
  type screenSumItemSchema,
  type screenTmplSchema,
  type ScreenVariant,
  type sensorHourValsSchema,
  type sensorTenDaySchema,
  type weatherWarningsSchema,
} from '@pfs/domain';
import { postData } from '@/lib/request';

/**
 * The public calls of the display screens (POST /api/pub/<name>, no session). Silent: a screen never shows a
 * toast; a failed poll keeps the last values on screen and the next poll (or a retry) fills them in again, so a
 * server restart or a network cut heals by itself.
 */
export type ScreenKey = { fid: number; variant: ScreenVariant };

const pub = <T>(name: string, body: object) => postData<T>(`/api/pub/${name}`, body, { silent: true });

export const screenKeys = {
  all: ['pub-screen'] as const,
  call: (name: string, body: object) => [...screenKeys.all, name, body] as const,
};

const RECOVER_MS = 5_000;

function usePub<T>(name: string, body: object, every: number, enabled = true) {
  return useQuery({
    queryKey: screenKeys.call(name, body),
    queryFn: () => pub<T>(name, body),
    // A failed call (server restarting, network cut) is asked again within seconds, not at its slow interval.
    refetchInterval: (q) => (q.state.status === 'error' ? RECOVER_MS : every),
    refetchIntervalInBackground: true,
    retry: 2,
    retryDelay: 2_000,
    staleTime: 0,
    enabled,
  });
}

const MIN = 60_000;
export const useScreenTmpl = (fid: number, enabled: boolean) => usePub<z.infer<typeof screenTmplSchema>>('get_screen_tmpl_name', { fid }, 5 * MIN, enabled);
export const useScreenDef = (k: ScreenKey) => usePub<z.infer<typeof screenDefSchema>>('load_fac_screen_def', k, MIN);
export const useFacName = (k: ScreenKey) => usePub<z.infer<typeof screenFacNameSchema>>('load_fac_name_info', k, 10 * MIN);
export const useFacInfo = (k: ScreenKey) => usePub<z.infer<typeof screenFacInfoSchema>>('load_fac_info', k, 10 * MIN);
export const useSensors = (k: ScreenKey) => usePub<z.infer<typeof screenSensorSchema>[]>('load_to_show_sensors', k, SCREEN_LIVE_POLL_MS);
export const useSensorHour = (k: ScreenKey, pointId: number) =>
  usePub<z.infer<typeof sensorHourValsSchema>>('get_sensor_last_hour_vals', { ...k, point_id: pointId }, MIN);
export const useSensorTenDays = (k: ScreenKey, pointId: number | undefined) =>
  usePub<z.infer<typeof sensorTenDaySchema>>('get_sensor_ten_day_vals', { ...k, point_id: pointId ?? 0 }, 10 * MIN, pointId !== undefined);
export const useIotSummary = (k: ScreenKey) => usePub<z.infer<typeof screenIotSummarySchema>>('load_screen_iot_summary_data', k, SCREEN_LIVE_POLL_MS * 2);
export const useActLogs = (k: ScreenKey) => usePub<z.infer<typeof screenActLogSchema>[]>('get_last_iot_act_logs', k, SCREEN_LIVE_POLL_MS * 2);
export const useCropStats = (k: ScreenKey) => usePub<z.infer<typeof screenCropStatsSchema>>('get_screen_crop_stats', k, 5 * MIN);
export const usePlantSums = (k: ScreenKey) => usePub<z.infer<typeof screenSumItemSchema>[]>('get_screen_plant_sum_items', k, 5 * MIN);
export const usePlantPics = (k: ScreenKey) => usePub<z.infer<typeof screenPicSchema>[]>('get_demo_plant_pics', k, 10 * MIN);
export const useExtPics = (k: ScreenKey) => usePub<z.infer<typeof screenPicSchema>[]>('get_demo_ext_pics', k, 10 * MIN);
export const useCctvs = (k: ScreenKey) => usePub<z.infer<typeof screenCamerasSchema>>('load_screen_cctvs', k, 5 * MIN);
export const useInfoPanels = (k: ScreenKey) => usePub<z.infer<typeof screenInfoSchema>>('load_screen_information_data', k, 5 * MIN);
// The weather module's public calls take the factory only.
export const useWeatherNow = (fid: number) => usePub<z.infer<typeof currentWeatherSchema>>('get_current_weather', { fid }, MIN);
export const useForecasts = (fid: number) => usePub<z.infer<typeof dailyForecastsSchema>>('get_daily_forecasts', { fid }, 10 * MIN);
export const useWarnings = (fid: number) => usePub<z.infer<typeof weatherWarningsSchema>>('get_fac_crt_extr_warns', { fid }, 5 * MIN);

/** POST /api/pub/screen_heartbeat — this screen is on (every 30 s). */
export const sendHeartbeat = (k: ScreenKey, clientId: string, path: string) => pub<null>('screen_heartbeat', { ...k, client_id: clientId, path });
