import { createProtectionBodySchema, type ProtectionImpact } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';

/**
 * POST /api/get_plant_protection_impact — before saving a 植保: the batches whose harvest falls due and the orders
 * delivered inside its safety interval (a save holding them back needs `confirm: true`).
 */
export const getPlantProtectionImpact = (body: FacBody<typeof createProtectionBodySchema>) =>
  postData<ProtectionImpact>('/api/get_plant_protection_impact', createProtectionBodySchema.parse(body));
