import { getFinishedSummary } from '@pfs/domain/finished';
import { readCall } from './finished-call';

/** 成品汇总 (and the factory's today). */
export const finishedSummary = readCall(getFinishedSummary);
