import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateLotBodySchema, type LotView } from '@pfs/domain';
import { post } from '@/lib/request';
import { invalidateMaterial } from './material-keys';

export type UpdateLotBody = z.input<typeof updateLotBodySchema> & { fid: number };

/** POST /api/update_material_lot — corrects a lot's papers; its quantity changes only through movements. */
export const updateMaterialLot = (body: UpdateLotBody) => post<{ msg: string; data: LotView }>('/api/update_material_lot', updateLotBodySchema.parse(body));

export function useUpdateMaterialLot() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateMaterialLot, onSuccess: (_r, b) => invalidateMaterial(qc, b.fid, b.kind) });
}
