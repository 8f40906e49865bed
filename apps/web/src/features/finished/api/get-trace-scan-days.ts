import { getTraceScanDays } from '@pfs/domain/trace';
import { readCall } from './finished-call';

/** Trace-code scans per day. */
export const traceScanDays = readCall(getTraceScanDays);
