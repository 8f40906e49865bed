import type { z } from 'zod';
import { exportSupplierListBodySchema, type ListExportFile } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/export_material_supplier_list — the supplier list with the same filters, as an Excel file. */
export const exportMaterialSupplierList = (body: z.input<typeof exportSupplierListBodySchema>) =>
  postData<ListExportFile>('/api/export_material_supplier_list', exportSupplierListBodySchema.parse(body));
