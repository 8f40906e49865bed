import { saveFacArea, saveAreaBodySchema } from '@pfs/domain/factory-cfg';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './layout-reads';

export type SaveAreaInput = FacBody<typeof saveAreaBodySchema>;

/** Adds an area or changes one; 409 when standing batches forbid the change. */
export const useSaveFacArea = () => useRefreshingMutation((body: SaveAreaInput) => callWithMsg(saveFacArea, saveAreaBodySchema.parse(body)), invalidateLayout);
