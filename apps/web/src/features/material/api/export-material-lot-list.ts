import type { z } from 'zod';
import { exportMaterialLotList as exportCall } from '@pfs/domain';
import { callApi } from '@/lib/call-api';

/** The lot list with the same filters, as an Excel file. */
export const exportMaterialLotList = (body: z.input<typeof exportCall.body>) => callApi(exportCall, exportCall.body.parse(body));
