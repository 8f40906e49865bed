import { type AnyCall, type CallBody } from '@pfs/domain';
import {
  SCREEN_LIVE_POLL_MS,
  getDemoExtPics,
  getDemoPlantPics,
  getLastIotActLogs,
  getScreenCropStats,
  getScreenPlantSumItems,
  getScreenTmplName,
  getSensorLastHourVals,
  getSensorTenDayVals,
  loadFacInfo,
  loadFacNameInfo,
  loadFacScreenDef,
  loadScreenCctvs,
  loadScreenInformationData,
  loadScreenIotSummaryData,
  loadToShowSensors,
  screenHeartbeat,
  type pubScreenBodySchema,
} from '@pfs/domain/screen';
import { getFacCrtExtrWarns, pubGetCurrentWeather, pubGetDailyForecasts } from '@pfs/domain/weather';
import type { z } from 'zod';
import { callApi, useCall } from '@/lib/call-api';

/**
 * The public calls of the display screens (no session). Silent: a screen never shows a toast; a failed poll keeps
 * the last values on screen and the next poll (or a retry) fills them in again, so a server restart or a network
 * cut heals by itself.
 */
export type ScreenKey = z.output<typeof pubScreenBodySchema>;

const RECOVER_MS = 5_000;

function usePub<C extends AnyCall>(call: C, body: CallBody<C>, every: number, enabled = true) {
  return useCall(call, body, {
    silent: true,
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
export const useScreenTmpl = (fid: number, enabled: boolean) => usePub(getScreenTmplName, { fid }, 5 * MIN, enabled);
export const useScreenDef = (k: ScreenKey) => usePub(loadFacScreenDef, k, MIN);
export const useFacName = (k: ScreenKey) => usePub(loadFacNameInfo, k, 10 * MIN);
export const useFacInfo = (k: ScreenKey) => usePub(loadFacInfo, k, 10 * MIN);
export const useSensors = (k: ScreenKey) => usePub(loadToShowSensors, k, SCREEN_LIVE_POLL_MS);
export const useSensorHour = (k: ScreenKey, pointId: number) => usePub(getSensorLastHourVals, { ...k, point_id: pointId }, MIN);
export const useSensorTenDays = (k: ScreenKey, pointId: number | undefined) =>
  usePub(getSensorTenDayVals, { ...k, point_id: pointId ?? 0 }, 10 * MIN, pointId !== undefined);
export const useIotSummary = (k: ScreenKey) => usePub(loadScreenIotSummaryData, k, SCREEN_LIVE_POLL_MS * 2);
export const useActLogs = (k: ScreenKey) => usePub(getLastIotActLogs, k, SCREEN_LIVE_POLL_MS * 2);
export const useCropStats = (k: ScreenKey) => usePub(getScreenCropStats, k, 5 * MIN);
export const usePlantSums = (k: ScreenKey) => usePub(getScreenPlantSumItems, k, 5 * MIN);
export const usePlantPics = (k: ScreenKey) => usePub(getDemoPlantPics, k, 10 * MIN);
export const useExtPics = (k: ScreenKey) => usePub(getDemoExtPics, k, 10 * MIN);
export const useCctvs = (k: ScreenKey) => usePub(loadScreenCctvs, k, 5 * MIN);
export const useInfoPanels = (k: ScreenKey) => usePub(loadScreenInformationData, k, 5 * MIN);
// The weather module's public calls take the factory only.
export const useWeatherNow = (fid: number) => usePub(pubGetCurrentWeather, { fid }, MIN);
export const useForecasts = (fid: number) => usePub(pubGetDailyForecasts, { fid }, 10 * MIN);
export const useWarnings = (fid: number) => usePub(getFacCrtExtrWarns, { fid }, 5 * MIN);

/** This screen is on (every 30 s). */
export const sendHeartbeat = (k: ScreenKey, clientId: string, path: string) => callApi(screenHeartbeat, { ...k, client_id: clientId, path }, { silent: true });
