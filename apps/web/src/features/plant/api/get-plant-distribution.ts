import type { z } from 'zod';
import { getPlantDistribution, type distributionSchema } from '@pfs/domain/plant';
import { useCall } from '@/lib/call-api';

export type Distribution = z.infer<typeof distributionSchema>;
export type DistributionArea = Distribution[number]['areas'][number];

/** Fields → areas → racks with the batches standing there in arrival order. */
export const usePlantDistribution = (fid: number | undefined) => useCall(getPlantDistribution, { fid: fid! }, { enabled: !!fid });
