import { updateLotBodySchema, type LotView } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from './material-keys';

export type UpdateLotBody = FacBody<typeof updateLotBodySchema>;

/** POST /api/update_material_lot — corrects a lot's papers; its quantity changes only through movements. */
export const updateMaterialLot = (body: UpdateLotBody) => post<DataReply<LotView>>('/api/update_material_lot', updateLotBodySchema.parse(body));

export const useUpdateMaterialLot = () => useRefreshingMutation(updateMaterialLot, (qc, b) => invalidateMaterial(qc, b.fid, b.kind));
