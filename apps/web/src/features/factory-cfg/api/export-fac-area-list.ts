import type { z } from 'zod';
import { exportAreaListBodySchema, type ListExportFile } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/export_fac_area_list — the area list with the same filters, as an Excel file. */
export const exportFacAreaList = (body: z.input<typeof exportAreaListBodySchema>) =>
  postData<ListExportFile>('/api/export_fac_area_list', exportAreaListBodySchema.parse(body));
