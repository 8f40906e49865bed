import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MaterialKind, stockWarningSchema } from '@pfs/domain';
import { postData } from '@/lib/request';
import { materialKeys } from './material-keys';

export type StockWarningView = z.infer<typeof stockWarningSchema>;

/** POST /api/get_material_stock_warnings — expired lots with stock, lots expiring within `days`, items below their warning level. */
export const getMaterialStockWarnings = (fid: number, kind: MaterialKind, days: number) => postData<StockWarningView[]>('/api/get_material_stock_warnings', { fid, kind, days });

export const useMaterialStockWarnings = (fid: number | undefined, kind: MaterialKind, days: number) =>
  useQuery({ queryKey: materialKeys.warnings(fid, kind, days), queryFn: () => getMaterialStockWarnings(fid!, kind, days), enabled: !!fid });
