import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fieldRefBodySchema } from '@pfs/domain';
import { post } from '@/lib/request';
import { invalidateLayout } from './factory-cfg-keys';

/** POST /api/delete_fac_field — refused (409) while the field still has areas. */
export const deleteFacField = (body: z.input<typeof fieldRefBodySchema> & { fid: number }) =>
  post<{ msg: string }>('/api/delete_fac_field', fieldRefBodySchema.parse(body));

export function useDeleteFacField() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteFacField, onSuccess: (_r, b) => invalidateLayout(qc, b.fid) });
}
