import { getTraceCodeList } from '@pfs/domain';
import { readCall } from './finished-call';

/** 产品溯源 codes with their scans. */
export const traceCodeList = readCall(getTraceCodeList);
