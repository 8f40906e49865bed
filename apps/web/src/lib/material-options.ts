import type { QueryClient } from '@tanstack/react-query';
import * as material from '@pfs/domain/material';
import { type MaterialKind } from '@pfs/domain/plant';
import { invalidateCalls, useCall } from './call-api';

export type { MaterialOption } from '@pfs/domain/material';

/**
 * Enabled items of a kind with their usable lots (first-expiring first): the seed picker of 播种 and 品种规格, the
 * pesticide picker of 植保. One call, one cache key in every feature, so a stock write refreshes every picker.
 * `silent`: a picker whose page works without it (品种规格 without plant.list) says so itself instead of a toast.
 */
export const useMaterialOptions = (fid: number | undefined, kind: MaterialKind, enabled = true, { silent = false } = {}) =>
  useCall(material.getMaterialOptions, { fid: fid!, kind }, { enabled: !!fid && enabled, silent });

/** Every read that shows stock, lots, items or suppliers: a material write or a planting record that used stock may change any. */
const materialReads = [
  material.getMaterialItemList,
  material.getMaterialLotList,
  material.getMaterialMoveList,
  material.getMaterialStockWarnings,
  material.getMaterialSupplierList,
  material.getMaterialOptions,
];

export const invalidateMaterial = (qc: QueryClient) => invalidateCalls(qc, ...materialReads);
