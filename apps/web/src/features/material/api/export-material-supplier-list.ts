import type { z } from 'zod';
import { exportMaterialSupplierList as exportCall } from '@pfs/domain';
import { callApi } from '@/lib/call-api';

/** The supplier list with the same filters, as an Excel file. */
export const exportMaterialSupplierList = (body: z.input<typeof exportCall.body>) => callApi(exportCall, exportCall.body.parse(body));
