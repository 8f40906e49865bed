import { keepPreviousData, type QueryKey } from '@tanstack/react-query';

/** Query keys of the analysis feature (analysis, saved sets, consumption, gateway rates). */
export const analysisKeys = {
  sets: (fid: number | undefined) => ['iot-analysis', fid, 'sets'] as const,
  compare: (b: { fid: number } | null) => ['iot-analysis', b?.fid, 'compare', b] as const,
  profile: (b: { fid: number } | null) => ['iot-analysis', b?.fid, 'profile', b] as const,
  consumption: (b: { fid: number } | null) => ['iot-analysis', b?.fid, 'consumption', b] as const,
  gwRates: (fid: number | undefined) => ['iot-analysis', fid, 'gw-rates'] as const,
};

/** A read over chosen sensors: it waits for at least one and keeps the last chart on screen while the next loads. */
export const sensorsQuery = <R>(queryKey: QueryKey, b: { point_ids: number[] } | null, get: () => Promise<R>) => ({
  queryKey,
  enabled: !!b && b.point_ids.length > 0,
  placeholderData: keepPreviousData,
  queryFn: get,
});
