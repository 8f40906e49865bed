import type { z } from 'zod';
import { getPlantSpecOptions, type specOptionSchema } from '@pfs/domain/plant-spec';
import { useCall } from '@/lib/call-api';

export type SpecOption = z.infer<typeof specOptionSchema>;

/** Enabled crop specs (current version) for the sowing form and the filters. */
export const usePlantSpecOptions = (fid: number | undefined) => useCall(getPlantSpecOptions, { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });
