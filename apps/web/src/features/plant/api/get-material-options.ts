import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { materialOptionSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type MaterialOption = z.infer<typeof materialOptionSchema>;

/** POST /api/get_material_options — enabled seeds or pesticides with their usable lots (first-expiring first), for the planting forms. */
export const getMaterialOptions = (fid: number, kind: 'seed' | 'pesticide') => postData<MaterialOption[]>('/api/get_material_options', { fid, kind });

export const useMaterialOptions = (fid: number | undefined, kind: 'seed' | 'pesticide', enabled = true) =>
  useQuery({ queryKey: plantKeys.options(fid, `material-${kind}`), queryFn: () => getMaterialOptions(fid!, kind), enabled: !!fid && enabled });
