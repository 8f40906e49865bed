import { finishedFacBodySchema, stockDistributionSchema } from '@pfs/domain';
import { readCall } from './finished-call';

/** POST /api/get_finished_distribution — 库位分布: stock per cold room. */
export const stockDistribution = readCall('/api/get_finished_distribution', finishedFacBodySchema, stockDistributionSchema);
