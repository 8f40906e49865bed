import type { z } from 'zod';
import { getPlantInProcessPhases, type inProcessPhasesSchema } from '@pfs/domain/plant';
import { useCall } from '@/lib/call-api';

export type InProcessPhases = z.infer<typeof inProcessPhasesSchema>;

/** Batches in process grouped by phase, late ones marked. */
export const usePlantInProcessPhases = (fid: number | undefined) => useCall(getPlantInProcessPhases, { fid: fid! }, { enabled: !!fid });
