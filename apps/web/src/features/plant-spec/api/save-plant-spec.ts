import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { saveSpecBodySchema } from '@pfs/domain';
import { post } from '@/lib/request';
import type { SpecDetail } from './get-plant-spec';
import { plantSpecKeys } from './plant-spec-keys';

export type SaveSpecInput = z.input<typeof saveSpecBodySchema> & { fid: number };

/** POST /api/save_plant_spec — msg 已保存为第 N 版 when a version field changed; batches keep their version. */
export const savePlantSpec = (body: SaveSpecInput) => post<{ msg: string; data: SpecDetail }>('/api/save_plant_spec', saveSpecBodySchema.parse(body));

export function useSavePlantSpec() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: savePlantSpec, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: plantSpecKeys.all(b.fid) }) });
}
