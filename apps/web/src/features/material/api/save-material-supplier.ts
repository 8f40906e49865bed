import { saveMaterialSupplier, saveSupplierBodySchema } from '@pfs/domain/material';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateMaterial } from '@/lib/material-options';

export type SaveSupplierBody = FacBody<typeof saveSupplierBodySchema>;

/** Adds a supplier, or changes one when supplier_id is given (409 duplicate name); suppliers are shared by every kind, whose lots name them. */
export const useSaveMaterialSupplier = () => useRefreshingMutation((body: SaveSupplierBody) => callWithMsg(saveMaterialSupplier, saveSupplierBodySchema.parse(body)), invalidateMaterial);
