import { createProtectionBodySchema, getPlantProtectionImpact as impactCall } from '@pfs/domain/plant';
import { callApi } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

/**
 * Before saving a 植保: the batches whose harvest falls due and the orders delivered inside its safety interval (a save
 * holding them back needs `confirm: true`).
 */
export const getPlantProtectionImpact = (body: FacBody<typeof createProtectionBodySchema>) => callApi(impactCall, createProtectionBodySchema.parse(body));
