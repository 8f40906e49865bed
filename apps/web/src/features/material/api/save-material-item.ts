import { saveMaterialItem, saveMaterialItemBodySchema } from '@pfs/domain/material';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from '@/lib/material-options';

export type SaveItemBody = FacBody<typeof saveMaterialItemBodySchema>;

/** Adds an item, or changes one when item_id is given (409 duplicate name); pickers and lots show the new name. */
export const useSaveMaterialItem = () => useRefreshingMutation((body: SaveItemBody) => callWithMsg(saveMaterialItem, saveMaterialItemBodySchema.parse(body)), invalidateMaterial);
