import { getPickSummary } from '@pfs/domain/finished';
import { readCall } from './finished-call';

/** 采收汇总 by day, crop, grade or picker. */
export const pickSummary = readCall(getPickSummary);
