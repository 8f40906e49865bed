import { getLabList, type trialListBodySchema } from '@pfs/domain/labs';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type TrialListBody = FacBody<typeof trialListBodySchema>;

/** Trials with their batches, newest first. */
export const useLabList = (body: TrialListBody | undefined) => usePagedCall(getLabList, body);
