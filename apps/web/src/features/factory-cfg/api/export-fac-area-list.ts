import type { z } from 'zod';
import { exportFacAreaList as exportCall } from '@pfs/domain';
import { callApi } from '@/lib/call-api';

/** The area list with the same filters, as an Excel file. */
export const exportFacAreaList = (body: z.input<typeof exportCall.body>) => callApi(exportCall, exportCall.body.parse(body));
