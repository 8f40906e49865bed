import type { z } from 'zod';
import { exportLotListBodySchema, type ListExportFile } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/export_material_lot_list — the lot list with the same filters, as an Excel file. */
export const exportMaterialLotList = (body: z.input<typeof exportLotListBodySchema>) => postData<ListExportFile>('/api/export_material_lot_list', exportLotListBodySchema.parse(body));
