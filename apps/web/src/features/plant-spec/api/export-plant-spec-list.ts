import type { z } from 'zod';
import { exportPlantSpecList as exportCall, exportSpecListBodySchema } from '@pfs/domain';
import { callApi } from '@/lib/call-api';

/** The spec list with the same filters, as an Excel file. */
export const exportPlantSpecList = (body: z.input<typeof exportSpecListBodySchema>) => callApi(exportCall, exportSpecListBodySchema.parse(body));
