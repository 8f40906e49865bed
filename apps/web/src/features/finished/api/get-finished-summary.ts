import { finishedFacBodySchema, finishedSummarySchema } from '@pfs/domain';
import { readCall } from './finished-call';

/** POST /api/get_finished_summary — 成品汇总 (and the factory's today). */
export const finishedSummary = readCall('/api/get_finished_summary', finishedFacBodySchema, finishedSummarySchema);
