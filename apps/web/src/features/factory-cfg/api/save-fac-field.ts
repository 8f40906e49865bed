import { saveFacField, saveFieldBodySchema } from '@pfs/domain/factory-cfg';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './layout-reads';

export type SaveFieldBody = FacBody<typeof saveFieldBodySchema>;

/** Adds a field, or changes one when field_id is given. */
export const useSaveFacField = () => useRefreshingMutation((body: SaveFieldBody) => callWithMsg(saveFacField, saveFieldBodySchema.parse(body)), invalidateLayout);
