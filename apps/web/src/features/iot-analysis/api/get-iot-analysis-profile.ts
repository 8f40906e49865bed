import { useQuery } from '@tanstack/react-query';
import type { AnalysisProfile, analysisProfileBodySchema } from '@pfs/domain';
import { postData, type BodyOf } from '@/lib/request';
import { analysisKeys, sensorsQuery } from './query-keys';

export type ProfileResult = AnalysisProfile;
export type ProfileSeries = AnalysisProfile['series'][number];
export type ProfileBody = BodyOf<typeof analysisProfileBodySchema>;

/** POST /api/get_iot_analysis_profile — the average day (hour 0–23, factory time zone) and day/night averages. */
export const getIotAnalysisProfile = (b: ProfileBody) => postData<ProfileResult>('/api/get_iot_analysis_profile', b);

export const useIotAnalysisProfile = (b: ProfileBody | null) => useQuery(sensorsQuery(analysisKeys.profile(b), b, () => getIotAnalysisProfile(b!)));
