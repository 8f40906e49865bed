import { type AnyCall, type CallBody } from '@pfs/domain';
import * as screen from '@pfs/domain/screen';
import { getFacCrtExtrWarns, pubGetCurrentWeather, pubGetDailyForecasts } from '@pfs/domain/weather';
import type { z } from 'zod';
import { callApi, useCall } from '@/lib/call-api';

/**
 * The public calls of the display screens (no session). Silent: a screen never shows a toast; a failed poll keeps
 * the last values on screen and the next poll (or a retry) fills them in again, so a server restart or a network
 * cut heals by itself.
 */
export type ScreenKey = z.output<typeof screen.pubScreenBodySchema>;

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
export const useScreenTmpl = (fid: number, enabled: boolean) => usePub(screen.getScreenTmplName, { fid }, 5 * MIN, enabled);
export const useScreenDef = (k: ScreenKey) => usePub(screen.loadFacScreenDef, k, MIN);
export const useFacName = (k: ScreenKey) => usePub(screen.loadFacNameInfo, k, 10 * MIN);
export const useFacInfo = (k: ScreenKey) => usePub(screen.loadFacInfo, k, 10 * MIN);
export const useSensors = (k: ScreenKey) => usePub(screen.loadToShowSensors, k, screen.SCREEN_LIVE_POLL_MS);
export const useSensorHour = (k: ScreenKey, pointId: number) => usePub(screen.getSensorLastHourVals, { ...k, point_id: pointId }, MIN);
export const useSensorTenDays = (k: ScreenKey, pointId: number | undefined) =>
  usePub(screen.getSensorTenDayVals, { ...k, point_id: pointId ?? 0 }, 10 * MIN, pointId !== undefined);
export const useIotSummary = (k: ScreenKey) => usePub(screen.loadScreenIotSummaryData, k, screen.SCREEN_LIVE_POLL_MS * 2);
export const useActLogs = (k: ScreenKey) => usePub(screen.getLastIotActLogs, k, screen.SCREEN_LIVE_POLL_MS * 2);
export const useCropStats = (k: ScreenKey) => usePub(screen.getScreenCropStats, k, 5 * MIN);
export const usePlantSums = (k: ScreenKey) => usePub(screen.getScreenPlantSumItems, k, 5 * MIN);
export const usePlantPics = (k: ScreenKey) => usePub(screen.getDemoPlantPics, k, 10 * MIN);
export const useExtPics = (k: ScreenKey) => usePub(screen.getDemoExtPics, k, 10 * MIN);
export const useCctvs = (k: ScreenKey) => usePub(screen.loadScreenCctvs, k, 5 * MIN);
export const useInfoPanels = (k: ScreenKey) => usePub(screen.loadScreenInformationData, k, 5 * MIN);
// The weather module's public calls take the factory only.
export const useWeatherNow = (fid: number) => usePub(pubGetCurrentWeather, { fid }, MIN);
export const useForecasts = (fid: number) => usePub(pubGetDailyForecasts, { fid }, 10 * MIN);
export const useWarnings = (fid: number) => usePub(getFacCrtExtrWarns, { fid }, 5 * MIN);

/** This screen is on (every 30 s). */
export const sendHeartbeat = (k: ScreenKey, clientId: string, path: string) =>
  callApi(screen.screenHeartbeat, { ...k, client_id: clientId, path }, { silent: true });
