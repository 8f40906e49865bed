import { getTraceCodeList } from '@pfs/domain/trace';
import { readCall } from './finished-call';

/** 产品溯源 codes with their scans. */
export const traceCodeList = readCall(getTraceCodeList);
