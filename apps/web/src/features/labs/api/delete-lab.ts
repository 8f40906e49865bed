import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trialRefBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { labsKeys } from './labs-keys';

/** POST /api/delete_lab — the trial goes, its batches stay. */
export const deleteLab = (body: FacBody<typeof trialRefBodySchema>) => post<OkReply>('/api/delete_lab', trialRefBodySchema.parse(body));

export function useDeleteLab() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteLab, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: labsKeys.all(b.fid) }) });
}
