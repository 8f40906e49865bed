import { pickSummaryBodySchema, pickSummarySchema } from '@pfs/domain';
import { readCall } from './finished-call';

/** POST /api/get_pick_summary — 采收汇总 by day, crop, grade or picker. */
export const pickSummary = readCall('/api/get_pick_summary', pickSummaryBodySchema, pickSummarySchema);
