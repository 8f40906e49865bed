import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMaterialItemBodySchema, type MaterialItem } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { invalidateMaterial } from './material-keys';

export type SaveItemBody = FacBody<typeof saveMaterialItemBodySchema>;

/** POST /api/save_material_item — adds an item, or changes one when item_id is given (409 duplicate name). */
export const saveMaterialItem = (body: SaveItemBody) => post<DataReply<MaterialItem>>('/api/save_material_item', saveMaterialItemBodySchema.parse(body));

export function useSaveMaterialItem() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveMaterialItem, onSuccess: (_r, b) => invalidateMaterial(qc, b.fid, b.kind) });
}
