import type { z } from 'zod';
import { exportMaterialItemListBodySchema, type ListExportFile } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/export_material_item_list — the item list with the same filters, as an Excel file. */
export const exportMaterialItemList = (body: z.input<typeof exportMaterialItemListBodySchema>) =>
  postData<ListExportFile>('/api/export_material_item_list', exportMaterialItemListBodySchema.parse(body));
