import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTrialBodySchema, type TrialView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { labsKeys } from './labs-keys';

export type SaveTrialInput = FacBody<typeof saveTrialBodySchema>;

/** POST /api/save_lab — msg 实验已创建 / 实验已保存. */
export const saveLab = (body: SaveTrialInput) => post<DataReply<TrialView>>('/api/save_lab', saveTrialBodySchema.parse(body));

export function useSaveLab() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveLab, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: labsKeys.all(b.fid) }) });
}
