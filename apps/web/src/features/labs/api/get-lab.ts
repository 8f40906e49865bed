import { getLab } from '@pfs/domain/labs';
import { useCall } from '@/lib/call-api';

/** The trial and one column per batch (recipe, phases, yield, losses, climate). */
export const useLab = (fid: number | undefined, trialId: number | undefined) =>
  useCall(getLab, { fid: fid!, trial_id: trialId! }, { enabled: !!fid && !!trialId });
