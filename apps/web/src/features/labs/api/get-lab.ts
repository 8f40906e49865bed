import { useQuery } from '@tanstack/react-query';
import type { TrialDetail } from '@pfs/domain';
import { postData } from '@/lib/request';
import { labsKeys } from './labs-keys';

/** POST /api/get_lab — the trial and one column per batch (recipe, phases, yield, losses, climate). */
export const getLab = (fid: number, trialId: number) => postData<TrialDetail>('/api/get_lab', { fid, trial_id: trialId });

export const useLab = (fid: number | undefined, trialId: number | undefined) =>
  useQuery({ queryKey: labsKeys.detail(fid, trialId), queryFn: () => getLab(fid!, trialId!), enabled: !!fid && !!trialId });
