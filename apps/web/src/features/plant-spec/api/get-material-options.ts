import { useQuery } from '@tanstack/react-query';
import type { MaterialItem } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantSpecKeys } from './plant-spec-keys';

/**
 * POST /api/get_material_options (kind seed) — the seed picker of the spec editor. It needs plant.list; without it the
 * picker is empty and says so, the rest of the editor still works.
 */
export const getSeedOptions = (fid: number) => postData<MaterialItem[]>('/api/get_material_options', { fid, kind: 'seed' }, { silent: true });

export const useSeedOptions = (fid: number | undefined, enabled: boolean) =>
  useQuery({ queryKey: plantSpecKeys.seeds(fid), queryFn: () => getSeedOptions(fid!), enabled: !!fid && enabled, staleTime: 60_000 });
