import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { distributionSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type Distribution = z.infer<typeof distributionSchema>;
export type DistributionArea = Distribution[number]['areas'][number];

/** POST /api/get_plant_distribution — fields → areas → racks with the batches standing there in arrival order. */
export const getPlantDistribution = (fid: number) => postData<Distribution>('/api/get_plant_distribution', { fid });

export const usePlantDistribution = (fid: number | undefined) =>
  useQuery({ queryKey: plantKeys.distribution(fid), queryFn: () => getPlantDistribution(fid!), enabled: !!fid });
