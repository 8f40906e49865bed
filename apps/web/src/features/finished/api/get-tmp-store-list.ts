import { pagedSchema, tmpStoreBodySchema, tmpStoreItemSchema } from '@pfs/domain';
import { readCall } from './finished-call';

export type { TmpStoreItem } from '@pfs/domain';

/** POST /api/get_tmp_store_list — 暂存: harvested kg per batch and grade not yet entered or lost. */
export const tmpStoreList = readCall('/api/get_tmp_store_list', tmpStoreBodySchema, pagedSchema(tmpStoreItemSchema));
