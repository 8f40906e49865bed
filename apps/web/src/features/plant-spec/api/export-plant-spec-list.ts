import type { z } from 'zod';
import { exportSpecListBodySchema, type ListExportFile } from '@pfs/domain';
import { postData } from '@/lib/request';

/** POST /api/export_plant_spec_list — the spec list with the same filters, as an Excel file. */
export const exportPlantSpecList = (body: z.input<typeof exportSpecListBodySchema>) =>
  postData<ListExportFile>('/api/export_plant_spec_list', exportSpecListBodySchema.parse(body));
