import { trialListBodySchema, type Paged, type TrialView } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { labsKeys } from './labs-keys';

export type TrialListBody = FacBody<typeof trialListBodySchema>;

/** POST /api/get_lab_list — trials with their batches, newest first. */
export const getLabList = (body: TrialListBody) => postData<Paged<TrialView>>('/api/get_lab_list', trialListBodySchema.parse(body));

export const useLabList = (body: TrialListBody | undefined) => useFacQuery(labsKeys.list(body ?? { fid: 0 }), body, getLabList);
