import { pagedSchema, traceCodeListBodySchema, traceCodeSchema } from '@pfs/domain';
import { readCall } from './finished-call';

/** POST /api/get_trace_code_list — 产品溯源 codes with their scans. */
export const traceCodeList = readCall('/api/get_trace_code_list', traceCodeListBodySchema, pagedSchema(traceCodeSchema));
