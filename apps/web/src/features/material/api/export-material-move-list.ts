import type { z } from 'zod';
import { exportStockMoveListBodySchema, type ListExportFile } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/export_material_move_list — the movement list with the same filters, as an Excel file. */
export const exportMaterialMoveList = (body: z.input<typeof exportStockMoveListBodySchema>) =>
  postData<ListExportFile>('/api/export_material_move_list', exportStockMoveListBodySchema.parse(body));
