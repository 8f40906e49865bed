import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { analysisKeys } from './query-keys';
import type { HistoryPointMeta } from '@pfs/domain';
import type { SeriesStats } from './get-iot-analysis-compare';

export type ProfileSeries = HistoryPointMeta & { hours: (number | null)[]; day_avg: number | null; night_avg: number | null; stats: SeriesStats };
export type ProfileResult = { time_zone: string; series: ProfileSeries[] };
export type ProfileBody = { fid: number; point_ids: number[]; start: string; end: string; day_start: string; day_end: string };

/** POST /api/get_iot_analysis_profile — the average day (hour 0–23, factory time zone) and day/night averages. */
export const getIotAnalysisProfile = (b: ProfileBody) => postData<ProfileResult>('/api/get_iot_analysis_profile', b);

export const useIotAnalysisProfile = (b: ProfileBody | null) =>
  useQuery({ queryKey: analysisKeys.profile(b), enabled: !!b && b.point_ids.length > 0, placeholderData: keepPreviousData, queryFn: () => getIotAnalysisProfile(b!) });
