import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';
import { analysisKeys } from './query-keys';

export type AnalysisSet = {
  set_id: number;
  name: string;
  point_ids: number[];
  range_days: number;
  view: 'compare' | 'profile';
  normalise: boolean;
  day_start: string;
  day_end: string;
  remark: string;
  updated_at: string;
};

/** POST /api/get_iot_analysis_set_list — the factory's saved analysis sets. */
export const getIotAnalysisSetList = (fid: number) => postData<AnalysisSet[]>('/api/get_iot_analysis_set_list', { fid });

export const useIotAnalysisSetList = (fid: number | undefined) =>
  useQuery({ queryKey: analysisKeys.sets(fid), enabled: !!fid, queryFn: () => getIotAnalysisSetList(fid!) });
