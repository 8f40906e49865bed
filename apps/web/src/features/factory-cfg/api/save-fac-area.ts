import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveAreaBodySchema, type AreaView } from '@pfs/domain';
import { post } from '@/lib/request';
import { invalidateLayout } from './factory-cfg-keys';

export type SaveAreaInput = z.input<typeof saveAreaBodySchema> & { fid: number };

/** POST /api/save_fac_area — adds an area or changes one; 409 when standing batches forbid the change. */
export const saveFacArea = (body: SaveAreaInput) => post<{ msg: string; data: AreaView }>('/api/save_fac_area', saveAreaBodySchema.parse(body));

export function useSaveFacArea() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveFacArea, onSuccess: (_r, b) => invalidateLayout(qc, b.fid) });
}
