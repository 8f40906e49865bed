import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { inProcessPhasesSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type InProcessPhases = z.infer<typeof inProcessPhasesSchema>;

/** POST /api/get_plant_in_process_phases — batches in process grouped by phase, late ones marked. */
export const getPlantInProcessPhases = (fid: number) => postData<InProcessPhases>('/api/get_plant_in_process_phases', { fid });

export const usePlantInProcessPhases = (fid: number | undefined) =>
  useQuery({ queryKey: plantKeys.inProcessPhases(fid), queryFn: () => getPlantInProcessPhases(fid!), enabled: !!fid });
