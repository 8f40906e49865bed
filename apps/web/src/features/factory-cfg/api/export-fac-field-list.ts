import type { z } from 'zod';
import { exportFacFieldList as exportCall } from '@pfs/domain';
import { callApi } from '@/lib/call-api';

/** The field list with the same filters, as an Excel file. */
export const exportFacFieldList = (body: z.input<typeof exportCall.body>) => callApi(exportCall, exportCall.body.parse(body));
