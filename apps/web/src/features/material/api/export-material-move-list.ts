import type { z } from 'zod';
import { exportMaterialMoveList as exportCall } from '@pfs/domain';
import { callApi } from '@/lib/call-api';

/** The movement list with the same filters, as an Excel file. */
export const exportMaterialMoveList = (body: z.input<typeof exportCall.body>) => callApi(exportCall, exportCall.body.parse(body));
