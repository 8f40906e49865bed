import { getIotAnalysisSetList, type AnalysisSetView } from '@pfs/domain/iot-analysis';
import { useCall } from '@/lib/call-api';

export type AnalysisSet = AnalysisSetView;

/** The factory's saved analysis sets. */
export const useIotAnalysisSetList = (fid: number | undefined) => useCall(getIotAnalysisSetList, { fid: fid! }, { enabled: !!fid });
