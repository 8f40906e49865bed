import type { z } from 'zod';
import { getMaterialStockWarnings, type stockWarningSchema } from '@pfs/domain/material';
import { type MaterialKind } from '@pfs/domain/plant';
import { useCall } from '@/lib/call-api';

export type StockWarningView = z.infer<typeof stockWarningSchema>;

/** Expired lots with stock, lots expiring within `days`, items below their warning level. */
export const useMaterialStockWarnings = (fid: number | undefined, kind: MaterialKind, days: number) =>
  useCall(getMaterialStockWarnings, { fid: fid!, kind, days }, { enabled: !!fid });
