import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSupplierBodySchema } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import type { Supplier } from './get-material-supplier-list';
import { invalidateMaterial } from './material-keys';

export type SaveSupplierBody = FacBody<typeof saveSupplierBodySchema>;

/** POST /api/save_material_supplier — adds a supplier, or changes one when supplier_id is given (409 duplicate name). */
export const saveMaterialSupplier = (body: SaveSupplierBody) => post<DataReply<Supplier>>('/api/save_material_supplier', saveSupplierBodySchema.parse(body));

export function useSaveMaterialSupplier() {
  const qc = useQueryClient();
  // Every kind's lots name their supplier.
  return useMutation({ mutationFn: saveMaterialSupplier, onSuccess: (_r, b) => invalidateMaterial(qc, b.fid) });
}
