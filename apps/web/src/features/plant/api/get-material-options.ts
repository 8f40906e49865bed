import { useQuery } from '@tanstack/react-query';
import type { MaterialItem } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

/** POST /api/get_material_options — enabled seeds or pesticides with usable stock, for the planting forms. */
export const getMaterialOptions = (fid: number, kind: 'seed' | 'pesticide') => postData<MaterialItem[]>('/api/get_material_options', { fid, kind });

export const useMaterialOptions = (fid: number | undefined, kind: 'seed' | 'pesticide', enabled = true) =>
  useQuery({ queryKey: plantKeys.options(fid, `material-${kind}`), queryFn: () => getMaterialOptions(fid!, kind), enabled: !!fid && enabled });
