import { getIotAnalysisProfile, type AnalysisProfile, type analysisProfileBodySchema } from '@pfs/domain/iot-analysis';
import { useCall } from '@/lib/call-api';
import type { BodyOf } from '@/lib/request';
import { sensorsQuery } from './sensors-query';

export type ProfileResult = AnalysisProfile;
export type ProfileSeries = AnalysisProfile['series'][number];
export type ProfileBody = BodyOf<typeof analysisProfileBodySchema>;

/** The average day (hour 0–23, factory time zone) and day/night averages. */
export const useIotAnalysisProfile = (b: ProfileBody | null) => useCall(getIotAnalysisProfile, b!, sensorsQuery(b));
