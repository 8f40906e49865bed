import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { specDetailSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantSpecKeys } from './plant-spec-keys';

export type SpecDetail = z.infer<typeof specDetailSchema>;

/** POST /api/get_plant_spec — the spec with its current version (or `ver`) and every version with its batch count. */
export const getPlantSpec = (fid: number, specId: number, ver?: number) => postData<SpecDetail>('/api/get_plant_spec', { fid, spec_id: specId, ver });

export const usePlantSpec = (fid: number | undefined, specId: number | undefined, ver?: number) =>
  useQuery({ queryKey: plantSpecKeys.detail(fid, specId, ver), queryFn: () => getPlantSpec(fid!, specId!, ver), enabled: !!fid && !!specId });
