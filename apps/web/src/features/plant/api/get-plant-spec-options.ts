import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { specOptionSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type SpecOption = z.infer<typeof specOptionSchema>;

/** POST /api/get_plant_spec_options — enabled crop specs (current version) for the sowing form and the filters. */
export const getPlantSpecOptions = (fid: number) => postData<SpecOption[]>('/api/get_plant_spec_options', { fid });

export const usePlantSpecOptions = (fid: number | undefined) =>
  useQuery({ queryKey: plantKeys.options(fid, 'specs'), queryFn: () => getPlantSpecOptions(fid!), enabled: !!fid, staleTime: 60_000 });
