import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { analysisKeys } from './query-keys';
import type { HistoryPointMeta } from '@pfs/domain';

export type SeriesStats = { n: number; avg: number; min: number; max: number; std: number } | null;
export type CompareSeries = HistoryPointMeta & { values: (number | null)[]; normalised: (number | null)[] | null; stats: SeriesStats };
export type CompareResult = { hours: string[]; series: CompareSeries[]; correlations: { a: number; b: number; r: number | null; label: string }[] };
export type CompareBody = { fid: number; point_ids: number[]; start: string; end: string; normalise: boolean };

/** POST /api/get_iot_analysis_compare — hourly averages of several sensors, their statistics and correlations. */
export const getIotAnalysisCompare = (b: CompareBody) => postData<CompareResult>('/api/get_iot_analysis_compare', b);

export const useIotAnalysisCompare = (b: CompareBody | null) =>
  useQuery({ queryKey: analysisKeys.compare(b), enabled: !!b && b.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotAnalysisCompare(b!) });
