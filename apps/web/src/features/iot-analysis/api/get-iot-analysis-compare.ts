import { useQuery } from '@tanstack/react-query';
import type { AnalysisCompare, analysisCompareBodySchema, seriesStatsSchema } from '@pfs/domain';
import type { z } from 'zod';
import { postData, type BodyOf } from '@/lib/request';
import { analysisKeys, sensorsQuery } from './query-keys';

export type SeriesStats = z.infer<typeof seriesStatsSchema>;
export type CompareResult = AnalysisCompare;
export type CompareSeries = AnalysisCompare['series'][number];
export type CompareBody = BodyOf<typeof analysisCompareBodySchema>;

/** POST /api/get_iot_analysis_compare — hourly averages of several sensors, their statistics and correlations. */
export const getIotAnalysisCompare = (b: CompareBody) => postData<CompareResult>('/api/get_iot_analysis_compare', b);

export const useIotAnalysisCompare = (b: CompareBody | null) => useQuery(sensorsQuery(analysisKeys.compare(b), b, () => getIotAnalysisCompare(b!)));
