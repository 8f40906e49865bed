import { trialRefBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { labsKeys } from './labs-keys';

/** POST /api/delete_lab — the trial goes, its batches stay. */
export const deleteLab = (body: FacBody<typeof trialRefBodySchema>) => post<OkReply>('/api/delete_lab', trialRefBodySchema.parse(body));

export const useDeleteLab = () => useRefreshingMutation(deleteLab, (qc, b) => qc.invalidateQueries({ queryKey: labsKeys.all(b.fid) }));
