import type { z } from 'zod';
import { exportFieldListBodySchema, type ListExportFile } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/export_fac_field_list — the field list with the same filters, as an Excel file. */
export const exportFacFieldList = (body: z.input<typeof exportFieldListBodySchema>) =>
  postData<ListExportFile>('/api/export_fac_field_list', exportFieldListBodySchema.parse(body));
