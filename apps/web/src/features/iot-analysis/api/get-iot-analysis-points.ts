import { useQuery } from '@tanstack/react-query';
import { postData } from '@/lib/request';

export type AnalysisPoint = {
  point_id: number;
  code: string;
  name: string;
  kind: 'sensor' | 'meter';
  unit: string;
  quantity: string;
  gw_id: number;
  gw_name: string;
  area_id: number | null;
  area_name: string;
};

/** POST /api/get_iot_analysis_points — the factory's sensors and meters with gateway and area (pickers). */
export const getIotAnalysisPoints = (fid: number) => postData<AnalysisPoint[]>('/api/get_iot_analysis_points', { fid });

export const useIotAnalysisPoints = (fid: number | undefined) =>
  useQuery({ queryKey: ['iot-analysis-points', fid], enabled: !!fid, staleTime: 60_000, queryFn: () => getIotAnalysisPoints(fid!) });
