import { saveMaterialItemBodySchema, type MaterialItem } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from './material-keys';

export type SaveItemBody = FacBody<typeof saveMaterialItemBodySchema>;

/** POST /api/save_material_item — adds an item, or changes one when item_id is given (409 duplicate name). */
export const saveMaterialItem = (body: SaveItemBody) => post<DataReply<MaterialItem>>('/api/save_material_item', saveMaterialItemBodySchema.parse(body));

export const useSaveMaterialItem = () => useRefreshingMutation(saveMaterialItem, (qc, b) => invalidateMaterial(qc, b.fid, b.kind));
