import { saveTrialBodySchema, type TrialView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { labsKeys } from './labs-keys';

export type SaveTrialInput = FacBody<typeof saveTrialBodySchema>;

/** POST /api/save_lab — msg 实验已创建 / 实验已保存. */
export const saveLab = (body: SaveTrialInput) => post<DataReply<TrialView>>('/api/save_lab', saveTrialBodySchema.parse(body));

export const useSaveLab = () => useRefreshingMutation(saveLab, (qc, b) => qc.invalidateQueries({ queryKey: labsKeys.all(b.fid) }));
