import type { z } from 'zod';
import { exportMaterialItemList as exportCall } from '@pfs/domain';
import { callApi } from '@/lib/call-api';

/** The item list with the same filters, as an Excel file. */
export const exportMaterialItemList = (body: z.input<typeof exportCall.body>) => callApi(exportCall, exportCall.body.parse(body));
