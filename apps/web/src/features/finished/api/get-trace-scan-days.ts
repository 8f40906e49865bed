import { traceScanDaysBodySchema, traceScanDaysSchema } from '@pfs/domain';
import { readCall } from './finished-call';

/** POST /api/get_trace_scan_days — trace-code scans per day. */
export const traceScanDays = readCall('/api/get_trace_scan_days', traceScanDaysBodySchema, traceScanDaysSchema);
