import { getSiRuleList } from '@pfs/domain/si';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Rules with their window, assignees, items and next due time. */
export const useSiRuleList = (body: FacCallBody<typeof getSiRuleList> | undefined) => usePagedCall(getSiRuleList, body);
