import { useQuery } from '@tanstack/react-query';
import type { AnalysisSetView } from '@pfs/domain';
import { postData } from '@/lib/request';
import { analysisKeys } from './query-keys';

export type AnalysisSet = AnalysisSetView;

/** POST /api/get_iot_analysis_set_list — the factory's saved analysis sets. */
export const getIotAnalysisSetList = (fid: number) => postData<AnalysisSet[]>('/api/get_iot_analysis_set_list', { fid });

export const useIotAnalysisSetList = (fid: number | undefined) =>
  useQuery({ queryKey: analysisKeys.sets(fid), enabled: !!fid, queryFn: () => getIotAnalysisSetList(fid!) });
