import { getIotAnalysisCompare, type AnalysisCompare, type analysisCompareBodySchema, type seriesStatsSchema } from '@pfs/domain/iot-analysis';
import type { z } from 'zod';
import { useCall } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { sensorsQuery } from './sensors-query';

export type SeriesStats = z.infer<typeof seriesStatsSchema>;
export type CompareResult = AnalysisCompare;
export type CompareSeries = AnalysisCompare['series'][number];
export type CompareBody = BodyOf<typeof analysisCompareBodySchema>;

/** Hourly averages of several sensors, their statistics and correlations. */
export const useIotAnalysisCompare = (b: CompareBody | null) => useCall(getIotAnalysisCompare, b!, sensorsQuery(b));
